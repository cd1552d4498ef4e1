import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { getFixedPageContentId } from '../../../lib/fixed-pages.ts'
import { ContentPageView } from '../../components/content-page-view.tsx'
import { errorMeta, pageMeta } from '../../utils/meta.ts'
import { loadContentPage } from '../content-reads.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const contentId = getFixedPageContentId(new URL(request.url).pathname)
  if (contentId === null) throw data(null, { status: 404 })
  return loadContentPage(context, () => context.content.getPage(contentId))
}

export const meta: MetaFunction<typeof loader> = ({ data: page, error, matches }) =>
  page ? pageMeta(matches, page.title, { description: page.description }) : errorMeta(error, matches)

export default function ContentPage() {
  return <ContentPageView page={useLoaderData<typeof loader>()} />
}
