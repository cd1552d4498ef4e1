import { data, Form, Link, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { AuthorFields } from './author-fields.tsx'
import { AuthorForm } from '#lib/newsroom-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { answerForm } from '../back-office-form.server.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'content:structure', nav: { label: 'Authors' } })

/** /admin/authors: the bylines with how many posts carry each; a new author. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const [authors, photos] = await Promise.all([args.context.authorAdmin.list(), args.context.authorAdmin.photoChoices()])
  return data({ authors, photos }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const submission = parseForm(await args.request.formData(), { schema: AuthorForm })
  return answerForm(submission, async (input) => {
    await args.context.authorAdmin.create(user, input)
    return `${input.name} can be given bylines now.`
  })
}

export const headers = retryAfterHeaders

export default function AuthorsScreen() {
  const { authors, photos } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <h1>Authors</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <table className="admin-table">
        <caption className="visually-hidden">Authors by name</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Job title</th>
            <th scope="col">Posts</th>
          </tr>
        </thead>
        <tbody>
          {authors.map((author) => (
            <tr key={author.id}>
              <td>
                <Link to={`/admin/authors/${author.id}`}>{author.name}</Link>
              </td>
              <td>{author.jobTitle}</td>
              <td>{author.posts}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>New author</h2>
      <Form method="post" className="form" key={result?.done ?? 'new'}>
        <AuthorFields result={result} photos={photos} />
        <button type="submit" className="button" disabled={busy}>
          Add the author
        </button>
      </Form>
    </>
  )
}
