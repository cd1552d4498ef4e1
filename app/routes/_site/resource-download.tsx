import { data, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { isGatedFile, requireAsset } from './gated-content.server.ts'
import { notFound } from '../http-responses.server.ts'
import { errorMeta, pageMeta } from '../../utils/meta.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

/** Read, not used: not hydrated (decision 071). */
export const handle: IslandsHandle = ISLANDS_ONLY

/**
 * /resources/download/{slug} when the download route (server/routes/gated-downloads.ts) did not stream
 * the file: this browser has not filled in the asset's form, or the link's key was replaced by a
 * newer submission. 403 with the way to the form; 404 for an asset that does not exist.
 */
export async function loader({ params, context }: LoaderFunctionArgs<AppLoadContext>) {
  const resource = await requireAsset(context, { title: params.slug })
  if (!isGatedFile(resource)) throw notFound()
  return data({ title: resource.title, path: resource.path }, { status: 403 })
}

export const meta: MetaFunction<typeof loader> = ({ data: page, error, matches }) =>
  page ? pageMeta(matches, `Download: ${page.title}`, { description: 'Fill in the form to download this resource.', noindex: true }) : errorMeta(error, matches)

export default function ResourceDownload() {
  const { title, path } = useLoaderData<typeof loader>()
  return (
    <div className="page page--narrow">
      <h1>This download needs the form first</h1>
      <p className="lede">
        “{title}” is free, but its provider asks for a few details before the download. If you filled in the form on another device, or again since this link was sent, use the newest link or fill in
        the form here.
      </p>
      <p>
        <Link className="button" to={path}>
          Go to the form
        </Link>
      </p>
    </div>
  )
}
