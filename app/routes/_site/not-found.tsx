import { data, type MetaFunction } from 'react-router'
import { ErrorPage, errorTitle } from '../../components/error-page.tsx'
import { pageMeta } from '../../utils/meta.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

/** Read, not hydrated (decisions 071, 079): a 404 needs no router. */
export const handle: IslandsHandle = ISLANDS_ONLY

export function loader() {
  return data(null, { status: 404 })
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, errorTitle(404), { noindex: true })

export default function NotFound() {
  return <ErrorPage status={404} />
}
