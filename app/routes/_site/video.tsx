import { useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { VideoPageView } from '../../components/videos/video-page.tsx'
import { errorMeta } from '../../utils/meta.ts'
import { seoMeta } from '../../utils/seo.ts'
import { loadVideoPage } from './videos.server.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

/** Read, not used: not hydrated (decision 071). */
export const handle: IslandsHandle = ISLANDS_ONLY

export function loader({ context, request, params }: LoaderFunctionArgs<AppLoadContext>) {
  return loadVideoPage(context, request, params)
}

export const meta: MetaFunction<typeof loader> = ({ data: video, error, matches }) =>
  video ? seoMeta(matches, { title: video.title, description: video.description.slice(0, 200) || video.title, path: video.path, image: video.thumbnail }) : errorMeta(error, matches)

export default function VideoPage() {
  return <VideoPageView video={useLoaderData<typeof loader>()} />
}
