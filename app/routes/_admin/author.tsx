import { data, Form, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { AuthorFields } from './author-fields.tsx'
import { AuthorForm } from '#lib/newsroom-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { storableIdOf } from '#lib/validation/ranges.ts'
import { answerForm, refusedPage } from '../back-office-form.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { useActionAnswer } from '../../components/forms/use-answered-form.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'

export const handle = backOfficeScreen({ capability: 'content:structure' })

/** /admin/authors/{id}: one author's name, address, job title, bio and photo. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const id = storableIdOf(args.params.id)
  if (id === null) throw data({ message: 'No such author' }, { status: 404 })
  const author = await args.context.authorAdmin.get(id).catch(refusedPage)
  const photos = await args.context.authorAdmin.photoChoices(author.avatarMediaId)
  return data({ author: { id: author.id, name: author.name, slug: author.slug, jobTitle: author.jobTitle, bio: author.bio, avatarMediaId: author.avatarMediaId }, photos }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const id = storableIdOf(args.params.id)
  if (id === null) throw data({ message: 'No such author' }, { status: 404 })
  const submission = parseForm(await args.request.formData(), { schema: AuthorForm })
  return answerForm(submission, async (input) => {
    await args.context.authorAdmin.update(user, id, input)
    return 'Saved: the author’s page and bylines show the change now.'
  })
}

export const headers = retryAfterHeaders

export default function AuthorScreen() {
  const { author, photos } = useLoaderData<typeof loader>()
  const [result, busy] = useActionAnswer<typeof action>()
  return (
    <>
      <BackLink to="/admin/authors" label="All authors" />
      <h1>{author.name}</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <Form method="post" className="form">
        <AuthorFields result={result} author={author} photos={photos} />
        <button type="submit" className="button" disabled={busy}>
          Save
        </button>
      </Form>
    </>
  )
}
