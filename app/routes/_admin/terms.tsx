import { data, Form, Link, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { AdminPager } from './admin-pager.tsx'
import { termPages } from './lists.server.ts'
import { termFormOf } from '#lib/newsroom-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { answerForm } from '../back-office-form.server.ts'
import { TermFields } from './term-fields.tsx'
import { staffForTerms } from './terms.server.ts'
import { listSearchOf } from './list-search.server.ts'

/** /admin/topics, /admin/tags, /admin/video-categories: each term with how many posts it files; a new one. */
export const handle = backOfficeScreen({
  byRoute: {
    'admin-topics': { capability: 'content:structure', nav: { label: 'Topics' } },
    'admin-tags': { capability: 'content:structure', nav: { label: 'Tags' } },
    'admin-video-categories': { capability: 'content:structure', nav: { label: 'Video categories', group: 'Videos' } },
  },
  readsQuery: ['q', 'page'],
})

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { kind, admin } = await staffForTerms(args)
  const url = new URL(args.request.url)
  const q = listSearchOf(url)
  const page = Math.min(10_000, Math.max(1, Number(url.searchParams.get('page')) || 1))
  const { rows, total } = await admin.list(q || undefined, page)
  return data({ kind, terms: rows, total, page, pages: termPages(total), values: { q } }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user, kind, admin } = await staffForTerms(args)
  const submission = parseForm(await args.request.formData(), { schema: termFormOf(kind.noun) })
  return answerForm(submission, async (input) => {
    await admin.create(user, input)
    return `“${input.name}” is a ${kind.noun} now.`
  })
}

export const headers = retryAfterHeaders

export default function TermsScreen() {
  const { kind, terms, total, page, pages, values } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <h1>{kind.plural}</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <Form method="get" className="filter-form" aria-label={`Find ${kind.plural.toLowerCase()}`}>
        <label>
          Name <input type="search" name="q" defaultValue={values.q} />
        </label>
        <button type="submit" className="button button--small">
          Find
        </button>
      </Form>
      <p role="status">
        {total} {total === 1 ? kind.noun : kind.plural.toLowerCase()}
        {pages > 1 ? `, page ${page} of ${pages}` : ''}
      </p>
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
      <AdminPager filters={values} page={page} pages={pages} label={`Pages of ${kind.plural.toLowerCase()}`} byName />
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
