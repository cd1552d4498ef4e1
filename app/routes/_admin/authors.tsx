import { data, Form, Link, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { wholeList } from '#lib/page.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { AuthorFields } from './author-fields.tsx'
import { AuthorForm } from '#lib/newsroom-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { answerForm } from '../back-office-form.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { useActionAnswer } from '../../components/forms/use-answered-form.ts'

export const handle = backOfficeScreen({ capability: 'content:structure', nav: { label: 'Authors' } })

/** /admin/authors: the bylines with how many posts carry each; a new author. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const [authors, photos] = await Promise.all([args.context.authorAdmin.list(), args.context.authorAdmin.photoChoices()])
  return data({ list: wholeList(authors), photos }, { headers: noStore })
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
  const { list, photos } = useLoaderData<typeof loader>()
  const [result, busy] = useActionAnswer<typeof action>()
  return (
    <>
      <h1>Authors</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <ListScreen
        list={list}
        caption="Authors by name"
        rowKey={(author) => author.id}
        columns={[
          { header: 'Name', cell: (author) => <Link to={`/admin/authors/${author.id}`}>{author.name}</Link> },
          { header: 'Job title', cell: (author) => author.jobTitle },
          { header: 'Posts', cell: (author) => author.posts },
        ]}
        empty="No authors yet: add the first below."
      />
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
