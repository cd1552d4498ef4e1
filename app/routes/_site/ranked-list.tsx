import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { isListYear, resolveListFamily } from '../../../lib/list-families.ts'
import { errorMeta, pageMeta } from '../../utils/meta.ts'

export function loader({ params, request, context }: LoaderFunctionArgs) {
  const year = params.year ?? ''
  const resolved = resolveListFamily(params.slug ?? '', context.env.SITE_NAME)
  if (!resolved || !isListYear(year)) throw data(null, { status: 404 })
  if (resolved.isAlias) {
    const prefix = new URL(request.url).pathname.startsWith('/resources/') ? 'resources' : 'lists'
    throw redirect(`/${prefix}/${year}/${resolved.slug}`, 301)
  }
  return { year, name: resolved.name, kind: resolved.family.kind }
}

export const meta: MetaFunction<typeof loader> = ({ data: list, error, matches }) =>
  list ? pageMeta(matches, `${list.name} ${list.year}`) : errorMeta(error, matches)

export default function RankedList() {
  const list = useLoaderData<typeof loader>()
  return (
    <div className="page page--narrow">
      <p className="eyebrow">{list.kind === 'award' ? 'Awards' : 'Ranked list'} · {list.year}</p>
      <h1>
        {list.name} {list.year}
      </h1>
      <p className="notice" role="status">
        The full {list.kind === 'award' ? 'winners list' : 'ranking'} for this edition is coming soon.
      </p>
    </div>
  )
}
