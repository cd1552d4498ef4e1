import { data, Form, Link, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { termFormOf } from '#lib/newsroom-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { answerForm } from '../back-office-form.server.ts'
import { pageNumberOf } from '#lib/page.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { TermFields } from './term-fields.tsx'
import { staffForTerms } from './terms.server.ts'
import { listSearchOf } from './list-search.server.ts'
import { useActionAnswer } from '../../components/forms/use-answered-form.ts'

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
  return data({ kind, list: await admin.list(q || undefined, pageNumberOf(url)), values: { q } }, { headers: noStore })
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
  const { kind, list, values } = useLoaderData<typeof loader>()
  const plural = kind.plural.toLowerCase()
  const [result, busy] = useActionAnswer<typeof action>()
  return (
    <>
      <h1>{kind.plural}</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <ListScreen
        list={list}
        values={values}
        filters={{ label: `Find ${plural}`, submit: 'Find', fields: [{ name: 'q', label: 'Name', type: 'search' }] }}
        noun={[kind.noun, plural]}
        caption={`${kind.plural} by name`}
        rowKey={(term) => term.id}
        columns={[
          { header: 'Name', cell: (term) => <Link to={`${kind.listPath}/${term.id}`}>{term.name}</Link> },
          { header: 'Address', cell: (term) => term.slug },
          { header: 'Posts', cell: (term) => term.posts },
        ]}
        empty={{ none: `No ${plural} yet.`, filtered: `No ${kind.noun} matches.` }}
        pager={{ byName: true }}
      />
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
