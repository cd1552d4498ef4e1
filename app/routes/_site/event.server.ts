import { data, redirect, type AppLoadContext } from 'react-router'
import type { Event } from '#lib/content-model.ts'
import { passPurchaseSchema } from '#lib/event-pass-schemas.ts'
import { eventPagePath, passFormFields, passSale, type PassTypeView } from '#lib/event-passes.ts'
import { isHoneypotFilled, prefillLeadForm } from '#lib/lead-fields.ts'
import { isServiceError } from '#lib/service-errors.ts'
import { isUpcoming } from '#lib/webinar-registration.ts'
import { storableIdOf } from '#lib/validation/ranges.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { withContent } from '../content-reads.server.ts'
import { serviceErrorReply } from '../form-replies.server.ts'
import { noStore, notFound, permanentRedirect } from '../http-responses.server.ts'
import { networkPass } from '../network-pass.server.ts'
import { toStripePage } from '../stripe-pages.server.ts'
import { newSubmissionId } from './magazine-subscribe.server.ts'
import { toEventView } from './events.server.ts'

/** The card is never echoed back into a page. */
const HIDDEN = ['cardNumber', 'cvc']

/** The event of /events/{id}/{slug}: unknown ids 404, a wrong slug 301s to the right one. */
export async function loadEvent(context: AppLoadContext, request: Request, params: { id?: string; slug?: string }): Promise<Event> {
  const id = storableIdOf(params.id)
  if (id === null) throw notFound()
  const event = await withContent(context, () => context.content.getEvent(id))
  if (!event) throw notFound()
  if (params.slug !== event.slug) throw permanentRedirect(`${eventPagePath(event)}${new URL(request.url).search}`)
  return event
}

/** The pass the form is for: the one the address chooses, else the first on sale. */
function chosenPass(passes: PassTypeView[], event: Event, url: URL): PassTypeView | null {
  const wanted = storableIdOf(url.searchParams.get('pass') ?? '')
  const onSale = passes.filter((pass) => passSale(pass, event).state === 'on_sale')
  return onSale.find((pass) => pass.id === wanted) ?? onSale[0] ?? null
}

/** What the buyer's form asks (passFormFields), and a card when the test gateway takes a paid pass. */
function formOf(context: AppLoadContext, event: Event, pass: PassTypeView | null) {
  const fields = passFormFields(context.env.SITE_NAME, event, pass)
  return { fields, card: Boolean(pass && pass.priceCents > 0 && !context.stripe) }
}

/** The buyer back from paying (`?bought=` names their form): whether the pass is issued yet, never whose it is. */
async function boughtNotice(context: AppLoadContext, url: URL) {
  const submission = url.searchParams.get('bought')
  const order = submission ? await context.eventPasses.bought(submission) : undefined
  if (!order) return null
  return { status: order.status === 'paid' ? ('issued' as const) : order.status === 'pending' ? ('confirming' as const) : ('ended' as const), test: order.paymentProvider === 'test' }
}

export async function eventPageData(context: AppLoadContext, request: Request, params: { id?: string; slug?: string }) {
  const event = await loadEvent(context, request, params)
  const url = new URL(request.url)
  const view = toEventView(context, event, isUpcoming(event))
  const [passes, bought] = await Promise.all([context.eventPasses.passTypesOf(event.id), boughtNotice(context, url)])
  const pass = chosenPass(passes, event, url)
  const { fields, card } = formOf(context, event, pass)
  return data(
    {
      event: view,
      passes: passes.map((candidate) => ({ ...candidate, sale: passSale(candidate, event) })),
      form: pass ? { passTypeId: pass.id, fields, card, defaults: prefillLeadForm(fields, context.user), submissionId: newSubmissionId() } : null,
      bought,
      stripe: Boolean(context.stripe),
      today: new Date().toISOString(),
    },
    // Live seats, and a form that carries its own submission id: never one cached copy for everyone.
    { headers: noStore },
  )
}

/** The form sent: the pass bought (issued, or on to Stripe's page), or the form again with its messages. */
export async function buyPass(context: AppLoadContext, request: Request, params: { id?: string; slug?: string }) {
  const event = await loadEvent(context, request, params)
  const formData = await request.formData().catch(() => new FormData())
  const passes = await context.eventPasses.passTypesOf(event.id)
  const pass = passes.find((candidate) => candidate.id === storableIdOf(formData.get('passTypeId') ?? '')) ?? null
  const { fields, card } = formOf(context, event, pass)
  // A refused form comes back as the pass it was sent for, whatever the address chooses.
  const form = pass ? { passTypeId: pass.id, fields, card } : null
  const submission = parseForm(formData, { schema: passPurchaseSchema(fields, { card }) })
  const sent = submission.payload.submissionId
  const submissionId = typeof sent === 'string' && sent ? sent : newSubmissionId()
  if (isHoneypotFilled(formData)) throw redirect(eventPagePath(event))
  if (submission.status !== 'success') return data({ reply: submission.reply({ hideFields: HIDDEN }), submissionId, form }, { status: 400, headers: noStore })
  let outcome
  try {
    outcome = await context.eventPasses.buy({ event, purchase: submission.value, userId: context.user?.id ?? null, network: networkPass(context, submission) })
  } catch (error) {
    if (!isServiceError(error)) throw error
    const { reply, status, headers } = serviceErrorReply(submission, error, HIDDEN)
    // "Try again shortly" keeps the order's id (its seat is held); any other refusal is final for it.
    const retryable = error.details.retryAfterSeconds !== undefined
    return data({ reply, submissionId: retryable ? submissionId : newSubmissionId(), form }, { status, headers: { ...noStore, ...headers } })
  }
  if (outcome.next === 'checkout') throw toStripePage(outcome.url)
  throw redirect(`${eventPagePath(event)}?bought=${outcome.order.submissionId}#pass-bought`)
}
