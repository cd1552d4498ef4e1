import { useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { prefillLeadForm } from '../../../lib/lead-fields.ts'
import { MEDIA_KIT_FIELDS } from '../../../lib/media-kit-form.ts'
import { getFixedPage } from '../../../lib/fixed-pages.ts'
import { LeadForm } from '../../components/forms/lead-form.tsx'
import { MediaKitView } from '../../components/media-kit-view.tsx'
import { loadContentPage } from '../content-reads.server.ts'
import { hasMediaKit, requestMediaKit } from './media-kit.server.ts'
import { useInternalLinkNavigation } from '../../utils/internal-links.ts'
import { errorMeta, pageMeta } from '../../utils/meta.ts'
import { retryAfterHeaders } from '../http-responses.server.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

/** Read, not hydrated (decision 071); its request form has an island of its own (decision 079). */
export const handle: IslandsHandle = ISLANDS_ONLY

/** /advertising/media-kit and /advertising/mediakit: the CMS page, then the request form, or the kit once requested. */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const page = await loadContentPage(context, () => context.content.getFixedPage(getFixedPage('/advertising/media-kit')!))
  const kit = (await hasMediaKit(context)) ? context.mediaKit.contents() : null
  return { page, kit, form: kit ? null : { fields: MEDIA_KIT_FIELDS, defaults: prefillLeadForm(MEDIA_KIT_FIELDS, context.user) } }
}

export const action = ({ request, context }: ActionFunctionArgs<AppLoadContext>) => requestMediaKit(context, request)

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => (data ? pageMeta(matches, data.page.title, { description: data.page.description }) : errorMeta(error, matches))

/** A refusal by a rate limit keeps its Retry-After on the page's answer. */
export const headers = retryAfterHeaders

export default function MediaKitPage() {
  const { page, kit, form } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const followInternalLink = useInternalLinkNavigation()
  return (
    <article className="page page--narrow media-kit">
      <h1>{page.title}</h1>
      <div className="prose" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: page.html }} />
      {kit ? <MediaKitView kit={kit} /> : null}
      {form ? (
        <section id="media-kit" aria-labelledby="request-heading">
          <h2 id="request-heading">Request the media kit</h2>
          <LeadForm definitions={form.fields} defaultValue={form.defaults} lastResult={lastResult} submitLabel="Get the media kit" busyLabel="Sending…" action="#media-kit" sponsorName={null} />
        </section>
      ) : null}
    </article>
  )
}
