import { data, Form, Link, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { refusal } from './posts.server.ts'
import { TermFields } from './term-fields.tsx'
import { staffForTerms, termInputOf } from './terms.server.ts'

/** /admin/topics, /admin/tags, /admin/video-categories: each term with how many posts it files; a new one. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { kind, admin } = await staffForTerms(args)
  return data({ kind, terms: await admin.list() }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user, kind, admin } = await staffForTerms(args)
  const input = termInputOf(await args.request.formData())
  try {
    await admin.create(user, input)
    return data({ error: null, fields: {} as Record<string, string>, done: `“${input.name.trim()}” is a ${kind.noun} now.` }, { headers: noStore })
  } catch (error) {
    return refusal(error)
  }
}

export const headers = retryAfterHeaders

export default function TermsScreen() {
  const { kind, terms } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <h1>{kind.plural}</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <table className="admin-table">
        <caption className="visually-hidden">{kind.plural} by name</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Address</th>
            <th scope="col">Posts</th>
          </tr>
        </thead>
        <tbody>
          {terms.map((term) => (
            <tr key={term.id}>
              <td>
                <Link to={`${kind.listPath}/${term.id}`}>{term.name}</Link>
              </td>
              <td>{term.slug}</td>
              <td>{term.posts}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>New {kind.noun}</h2>
      <Form method="post" className="form" key={result?.done ?? 'new'}>
        <TermFields result={result} noun={kind.noun} />
        <button type="submit" className="button" disabled={busy}>
          Add the {kind.noun}
        </button>
      </Form>
    </>
  )
}
