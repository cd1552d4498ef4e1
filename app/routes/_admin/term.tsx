import { data, Form, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { termFormOf } from '#lib/newsroom-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { storableIdOf } from '#lib/validation/ranges.ts'
import { answerForm, refusedPage } from '../back-office-form.server.ts'
import { TermFields } from './term-fields.tsx'
import { staffForTerms } from './terms.server.ts'
import { useActionAnswer } from '../../components/forms/use-answered-form.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'

export const handle = backOfficeScreen({ capability: 'content:structure' })

/** One topic's, tag's or video category's name, address and description. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { kind, admin } = await staffForTerms(args)
  const id = storableIdOf(args.params.id)
  if (id === null) throw data({ message: `No such ${kind.noun}` }, { status: 404 })
  const term = await admin.get(id).catch(refusedPage)
  return data({ kind, term: { id, name: term.name, slug: term.slug, description: term.description } }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user, kind, admin } = await staffForTerms(args)
  const id = storableIdOf(args.params.id)
  if (id === null) throw data({ message: `No such ${kind.noun}` }, { status: 404 })
  const submission = parseForm(await args.request.formData(), { schema: termFormOf(kind.noun) })
  return answerForm(submission, async (input) => {
    await admin.update(user, id, input)
    return 'Saved: the site shows the change now.'
  })
}

export const headers = retryAfterHeaders

export default function TermScreen() {
  const { kind, term } = useLoaderData<typeof loader>()
  const [result, busy] = useActionAnswer<typeof action>()
  return (
    <>
      <BackLink to={kind.listPath} label={`All ${kind.plural.toLowerCase()}`} />
      <h1>{term.name}</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <Form method="post" className="form">
        <TermFields result={result} term={term} noun={kind.noun} />
        <button type="submit" className="button" disabled={busy}>
          Save
        </button>
      </Form>
    </>
  )
}
