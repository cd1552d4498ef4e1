import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { getFixedPage } from '../../../lib/fixed-pages.ts'
import { ContentPageView } from '../../components/content-page-view.tsx'
import { errorMeta, pageMeta } from '../../utils/meta.ts'
import { loadContentPage } from '../content-reads.server.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

/** The advertising, static and thank-you pages: read, not hydrated (decisions 071, 079). */
export const handle: IslandsHandle = ISLANDS_ONLY

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = getFixedPage(new URL(request.url).pathname)
  if (page === null) throw data(null, { status: 404 })
  return loadContentPage(context, () => context.content.getFixedPage(page))
}

export const meta: MetaFunction<typeof loader> = ({ data: page, error, matches }) => (page ? pageMeta(matches, page.title, { description: page.description }) : errorMeta(error, matches))

export default function ContentPage() {
  return <ContentPageView page={useLoaderData<typeof loader>()} />
}
