import { randomBytes } from 'node:crypto'
import type { Submission, SubmissionResult } from '@conform-to/react'
import { parseForm } from '#lib/validation/parse-form.ts'
import { z } from '#lib/zod.ts'
import { data, redirect, type AppLoadContext } from 'react-router'
import { checkoutOrderSchema, PromoCodeRequest, subscriptionOrderSchema, submissionId as submissionIdSchema } from '#lib/subscription-order.ts'
import { DEFAULT_PLAN_ID, normaliseCode, PLANS, planForCode, type PlanId, type ValidPromoCode } from '#lib/subscription-plans.ts'
import { isServiceError, type ServiceError } from '#lib/service-errors.ts'
import { serviceErrorReply } from '../form-replies.server.ts'
import { noStore } from '../http-responses.server.ts'
import { networkPass } from '../network-pass.server.ts'
import { toStripePage } from '../stripe-pages.server.ts'

type NetworkPass = ReturnType<typeof networkPass>

/** What /magazine/subscribe/{sp_code} was opened with. */
export type CodeSelection = { kind: 'none' } | { kind: 'plan'; code: string; planId: PlanId } | { kind: 'promotion'; code: string; promo: ValidPromoCode } | { kind: 'unknown'; code: string }

/** A fresh retry key per form: the same one comes back with every resubmission of that form. */
export const newSubmissionId = () => randomBytes(18).toString('base64url')

/** The card is never echoed back into a page, not even to the person who typed it. */
const HIDDEN = ['cardNumber', 'cvc']

async function selectByCode(context: AppLoadContext, raw: string | undefined): Promise<CodeSelection> {
  const code = normaliseCode(raw)
  if (!code) return { kind: 'none' }
  const planId = planForCode(code)
  if (planId) return { kind: 'plan', code, planId }
  const promo = await context.promoCodes.lookup(code)
  if (promo) return { kind: 'promotion', code: promo.promoCode, promo }
  return { kind: 'unknown', code: code.slice(0, 40) }
}

/** The plan to preselect: the code's, else the first a plan-bound promotion applies to. */
function preselectedPlan(selection: CodeSelection): PlanId {
  if (selection.kind === 'plan') return selection.planId
  if (selection.kind === 'promotion' && selection.promo.planIds.length < PLANS.length) return selection.promo.planIds[0] ?? DEFAULT_PLAN_ID
  return DEFAULT_PLAN_ID
}

/** Back from Stripe's page without paying (its "back" link names the order's retry key): the form as it was typed. */
async function cancelledOrder(context: AppLoadContext, request: Request) {
  const key = submissionIdSchema.safeParse(new URL(request.url).searchParams.get('resume'))
  return key.success && context.stripeCheckout ? context.stripeCheckout.cancelled(key.data) : null
}

export async function subscribePageData(context: AppLoadContext, request: Request, spCode: string | undefined) {
  const selection = await selectByCode(context, spCode)
  const user = context.user
  const cancelled = await cancelledOrder(context, request)
  return data(
    {
      selection,
      planId: cancelled?.planId ?? preselectedPlan(selection),
      submissionId: newSubmissionId(),
      /** Which expiry years to offer; the server's day, so the browser renders the same list. */
      today: new Date().toISOString(),
      /** With Stripe (no card fields: the order continues on Stripe's Checkout page), said where the card fields would be; and the button's words. */
      paymentNote: context.stripeCheckout ? 'You pay by card on Stripe’s secure page next.' : null,
      submitLabel: context.stripeCheckout ? 'Continue to payment' : 'Subscribe and pay',
      /** Said above the form. This page's words for the Stripe path are written here, so its script does not carry them (its JavaScript budget). */
      notice: cancelled
        ? 'Payment not completed: nothing was charged. Your details are kept below.'
        : selection.kind === 'unknown'
          ? `We do not recognize the code “${selection.code}”. It may have expired; our current plans are below.`
          : null,
      prefill: cancelled ?? (user ? { firstname: user.firstname, lastname: user.lastname, email: user.email, company: user.company } : null),
    },
    // Every form carries its own submissionId: a shared cached copy would merge strangers' orders.
    { headers: noStore },
  )
}

/** Every answer of the action has one shape; `promo` is the form's code when it applies (its prices shown again). */
interface FormAnswer {
  reply: SubmissionResult<string[]>
  submissionId: string
  promo: ValidPromoCode | null
}
const answer = (body: FormAnswer, init: ResponseInit) => data(body, init)

function refusal(submission: Submission<unknown>, error: ServiceError) {
  const { reply, status, headers } = serviceErrorReply(submission, error, HIDDEN)
  return { reply, status, headers: { ...noStore, ...headers } }
}

/** "Apply" without JavaScript: the page comes back with the code's prices (or why it does not apply). */
async function applyPromo(formData: FormData, context: AppLoadContext, submissionId: string) {
  const submission = parseForm(formData, { schema: z.pick(PromoCodeRequest, { promoCode: true }) })
  if (submission.status !== 'success') return answer({ reply: submission.reply({ hideFields: HIDDEN }), promo: null, submissionId }, { status: 400, headers: noStore })
  try {
    const promo = await context.promoCodes.validate(submission.value.promoCode, { network: networkPass(context, submission) })
    return answer({ reply: submission.reply({ hideFields: HIDDEN }), promo, submissionId }, { headers: noStore })
  } catch (error) {
    if (!isServiceError(error)) throw error
    const { reply, status, headers } = refusal(submission, error)
    return answer({ reply, promo: null, submissionId }, { status, headers })
  }
}

export async function subscribeAction(request: Request, context: AppLoadContext, spCode: string | undefined) {
  // A body that is not a form (a script posting JSON) reads as an empty form: 400, never 500.
  const formData = await request.formData().catch(() => new FormData())
  const sent = formData.get('submissionId')
  const submissionId = typeof sent === 'string' && sent ? sent : newSubmissionId()
  if (formData.get('intent') === 'apply-promo') return applyPromo(formData, context, submissionId)

  const typed = normaliseCode(formData.get('promoCode'))
  const promo = typed ? ((await context.promoCodes.lookup(typed)) ?? null) : null
  const place = { userId: context.user?.id, sourceCode: normaliseCode(spCode) }
  const form = { submissionId, promo }
  const checkout = context.stripeCheckout
  // Stripe's page takes the card: the order is stored pending and the reader sent there.
  if (checkout)
    return placeOrder(context, parseForm(formData, { schema: checkoutOrderSchema() }), form, async (order, network) => toStripePage((await checkout.start(order, { ...place, network })).url))
  return placeOrder(context, parseForm(formData, { schema: subscriptionOrderSchema() }), form, async (order, network) => {
    await context.subscriptions.subscribe(order, { ...place, network })
    return redirect('/thank-you/magazine/')
  })
}

/** A checked order is placed by `run`, which answers where the reader goes next; a refusal is the form's message. */
async function placeOrder<Order>(
  context: AppLoadContext,
  submission: Submission<unknown, string[], Order>,
  { submissionId, promo }: Omit<FormAnswer, 'reply'>,
  run: (order: Order, network: NetworkPass) => Promise<Response>,
) {
  if (submission.status !== 'success') return answer({ reply: submission.reply({ hideFields: HIDDEN }), submissionId, promo }, { status: 400, headers: noStore })
  try {
    // Where the reader goes next is thrown, as the router takes a redirect.
    throw await run(submission.value, networkPass(context, submission))
  } catch (error) {
    if (!isServiceError(error)) throw error
    const { reply, status, headers } = refusal(submission, error)
    // A refusal that says "try again shortly" (gateway down, order still running) keeps the order's
    // submissionId; any other is final for it, so the corrected form gets a new one.
    const retryable = error.details.retryAfterSeconds !== undefined
    return answer({ reply, submissionId: retryable ? submissionId : newSubmissionId(), promo }, { status, headers })
  }
}
