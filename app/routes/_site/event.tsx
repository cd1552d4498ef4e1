import {
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type AppLoadContext,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router'
import { eventPagePath, offerAvailability } from '../../../lib/event-passes.ts'
import type { QueryHandle } from '../../../lib/query-handle.ts'
import { TEST_PAYMENT_NOTICE } from '../../../lib/test-payment.ts'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { EventItem } from '../../components/events/event-item.tsx'
import { PassBuyForm, PassList, type PassOffer } from '../../components/events/event-passes.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { eventJsonLd } from '../../utils/event-json-ld.ts'
import { errorMeta } from '../../utils/meta.ts'
import { absoluteUrl, breadcrumbJsonLd, seoMeta } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'
import { buyPass, eventPageData } from './event.server.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

/**
 * `pass` chooses the form's pass; `bought` brings the buyer back to their order's notice. An event
 * is read, not hydrated (decision 071); its pass form has an island of its own (decision 079).
 */
export const handle: QueryHandle & IslandsHandle = {
  readsQuery: ['pass', 'bought'],
  ...ISLANDS_ONLY,
}

/** /events/{id}/{slug}: one event whole, with its passes and the form that buys one (decision 063). */
export function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  return eventPageData(context, request, params)
}

export const action = ({ params, request, context }: ActionFunctionArgs<AppLoadContext>) => buyPass(context, request, params)

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders)

/** A refused form keeps the page it was sent from (its seats and its submission id), as it was. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => (actionResult ? false : defaultShouldRevalidate)

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? seoMeta(matches, { title: data.event.title, description: data.event.summary, path: eventPagePath(data.event) }) : errorMeta(error, matches)

/** Each pass type as schema.org's Offer: its price, whether it can be bought, from when, and where. */
function offersOf(passes: PassOffer[], url: string) {
  return passes.map((pass) => ({
    '@type': 'Offer',
    name: pass.name,
    price: (pass.priceCents / 100).toFixed(2),
    priceCurrency: pass.currency,
    availability: offerAvailability(pass.sale),
    validFrom: pass.saleStartsAt ?? undefined,
    url,
  }))
}

function BoughtNotice({ bought }: { bought: { status: 'issued' | 'confirming' | 'ended'; test: boolean } }) {
  const words = {
    issued: 'Your pass is confirmed. It is on its way to your email, with a calendar invitation.',
    confirming: 'Thank you. We are confirming your payment with Stripe; your pass comes by mail as soon as it is confirmed.',
    ended: 'This order did not go through. Choose a pass below to try again.',
  }
  return (
    <p className="notice" role="status" id="pass-bought" tabIndex={-1}>
      {words[bought.status]}
      {bought.test ? ` ${TEST_PAYMENT_NOTICE}` : ''}
    </p>
  )
}

export default function EventPage() {
  const { event, passes, form, bought, stripe, today } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { siteUrl, siteName } = useSite()
  const pageUrl = absoluteUrl(siteUrl, eventPagePath(event))
  // After a refused form: the pass it was sent for, with its messages (the address may choose another).
  const shown = answer?.form ? { defaults: form?.defaults ?? {}, submissionId: form?.submissionId ?? '', ...answer.form } : form
  const chosen = passes.find((pass) => pass.id === shown?.passTypeId) ?? null
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Events', path: '/events' },
    { name: event.title, path: eventPagePath(event) },
  ]
  return (
    <div className="page events event-page">
      <JsonLd items={[{ ...eventJsonLd(siteUrl, siteName, event, offersOf(passes, pageUrl)), url: pageUrl }, breadcrumbJsonLd(siteUrl, crumbs)]} />
      <Breadcrumbs crumbs={crumbs} />
      <EventItem event={{ ...event, registrationUrl: passes.length ? '' : event.registrationUrl, passesPath: '' }} headingLevel={1} />
      {passes.length ? (
        <section id="passes" className="event-passes" aria-labelledby="passes-heading">
          <h2 id="passes-heading">Passes</h2>
          {bought ? <BoughtNotice bought={bought} /> : null}
          <PassList passes={passes} chosen={chosen?.id ?? null} />
          {chosen && shown ? (
            <PassBuyForm pass={chosen} form={{ ...shown, submissionId: answer?.submissionId ?? shown.submissionId }} stripe={stripe} today={today} lastResult={answer?.reply} />
          ) : (
            <p className="notice">No pass can be bought right now.</p>
          )}
        </section>
      ) : null}
    </div>
  )
}
