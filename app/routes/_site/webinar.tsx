import { useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { WebinarPageView } from '../../components/webinars/webinar-page.tsx'
import { errorMeta } from '../../utils/meta.ts'
import { seoMeta } from '../../utils/seo.ts'
import { registerForWebinar } from './webinar-registration.server.ts'
import { loadWebinar, webinarView } from './webinar.server.ts'
import { retryAfterHeaders } from '../http-responses.server.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

/**
 * /webinars/{id}/{slug}: an upcoming session (with its calendar file and registration form) or a
 * recording, shown to readers who registered for it (the form unlocks it for everyone else).
 */
/** Read, not hydrated (decision 071); its registration form has an island of its own (decision 079). */
export const handle: IslandsHandle = ISLANDS_ONLY

export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  return webinarView(context, await loadWebinar(context, request, params))
}

export const action = ({ params, request, context }: ActionFunctionArgs<AppLoadContext>) => registerForWebinar(context, request, params)

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta(error, matches)
  return seoMeta(matches, { title: data.webinar.title, description: data.webinar.summary, path: data.webinar.path })
}

/** A refusal by a rate limit keeps its Retry-After on the page's answer. */
export const headers = retryAfterHeaders

export default function WebinarPage() {
  return <WebinarPageView {...useLoaderData<typeof loader>()} lastResult={useActionData<typeof action>()} />
}
