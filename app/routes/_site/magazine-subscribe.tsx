import { getFormProps } from '@conform-to/react'
import { useState } from 'react'
import { Form, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import type { QueryHandle } from '#lib/query-handle.ts'
import { SHIPPING_COUNTRIES } from '../../../lib/shipping-countries.ts'
import { formatCents, isPlanId, planById, type PlanId, type ValidPromoCode } from '../../../lib/subscription-plans.ts'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { Field } from '../../components/forms/field.tsx'
import { useCheckedForm } from '../../components/forms/use-form-check.ts'
import { FormErrors } from '../../components/forms/form-status.tsx'
import { SelectField } from '../../components/forms/select-field.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { CardFields } from '../../components/subscribe/card-fields.tsx'
import { PlanChoice } from '../../components/subscribe/plan-choice.tsx'
import { PromoCode } from '../../components/subscribe/promo-code.tsx'
import { subscribeAction, subscribePageData } from './magazine-subscribe.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { breadcrumbJsonLd, seoMeta, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'

const PATH = '/magazine/subscribe/'
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Magazine', path: '/magazine' },
  { name: 'Subscribe', path: PATH },
]

/** `?resume=`: back from Stripe's page without paying (the page cache keeps only the parameters declared here). */
export const handle: QueryHandle = { readsQuery: ['resume'] }

/** /magazine/subscribe/{sp_code}: a plan code preselects its plan, a promo code is applied from the start. */
export function loader({ params, context, request }: LoaderFunctionArgs<AppLoadContext>) {
  return subscribePageData(context, request, params.spCode)
}

export function action({ request, context, params }: ActionFunctionArgs<AppLoadContext>) {
  return subscribeAction(request, context, params.spCode)
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders)

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? seoMeta(matches, {
        title: 'Subscribe to the magazine',
        description: 'Print and digital subscription plans for the magazine, with current offers.',
        // Codes are campaign markers: one canonical page, and coded copies stay out of the index.
        path: PATH,
        noindex: data.selection.kind !== 'none',
      })
    : errorMeta(error, matches)

/** One form type for both paths: with Stripe the card fields are not rendered, and the schema that checks the form has none. */
type OrderSchema = ReturnType<typeof import('#lib/subscription-order.ts').subscriptionOrderSchema>
const loadSchema = (onStripe: boolean) => () =>
  import('#lib/subscription-order.ts').then((module) => (onStripe ? (module.checkoutOrderSchema() as unknown as OrderSchema) : module.subscriptionOrderSchema()))

export default function MagazineSubscribe() {
  const { selection, planId: preselected, submissionId, prefill, today, notice, paymentNote, submitLabel } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const { siteUrl } = useSite()
  const [form, fields, startCheck] = useCheckedForm(loadSchema(paymentNote !== null), {
    lastResult: actionData?.reply,
    defaultValue: {
      planId: preselected,
      country: 'US',
      promoCode: selection.kind === 'promotion' ? selection.code : undefined,
      ...prefill,
    },
  })
  const initialPlan = isPlanId(fields.planId.initialValue) ? fields.planId.initialValue : preselected
  const [planId, setPlanId] = useState<PlanId>(initialPlan)
  // The code the browser checked wins; then the code of the last submission; then the address's code.
  const [checked, setChecked] = useState<ValidPromoCode | null | undefined>(undefined)
  const promo = checked !== undefined ? checked : actionData ? actionData.promo : selection.kind === 'promotion' ? selection.promo : null
  const price = promo?.prices.find((candidate) => candidate.planId === planId)
  const total = price ? price.amountCents : planById(planId).priceCents

  return (
    <div className="page magazine-subscribe">
      <JsonLd items={[breadcrumbJsonLd(siteUrl, CRUMBS)]} />
      <Breadcrumbs crumbs={CRUMBS} />
      <header className="archive__header">
        <h1>Subscribe to the magazine</h1>
        <p className="lede">Twelve issues a year and every special edition. Cancel any time.</p>
      </header>
      {selection.kind === 'promotion' ? (
        <p className="notice subscribe__offer">
          <strong>Code {selection.code}:</strong> {selection.promo.description}.
        </p>
      ) : null}
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form subscribe-form">
        <input type="hidden" name="submissionId" value={actionData?.submissionId ?? submissionId} />
        {/* Enter in any field places the order (the first submit button is the default), never "Apply". */}
        <button type="submit" name="intent" value="subscribe" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {submitLabel}
        </button>
        <FormErrors errors={form.errors} id={form.errorId} />
        <PlanChoice field={fields.planId} initial={initialPlan} promo={promo} badge={selection.kind === 'none' ? 'Most popular' : 'Selected for you'} onChange={setPlanId} />
        <fieldset className="fieldset subscribe-form__half">
          <legend>Your details</legend>
          <div className="form__row">
            <Field field={fields.firstname} label="First name" autoComplete="given-name" required />
            <Field field={fields.lastname} label="Last name" autoComplete="family-name" required />
          </div>
          <Field field={fields.email} label="Email" type="email" autoComplete="email" required />
          <Field field={fields.company} label="Company" autoComplete="organization" />
        </fieldset>
        <fieldset className="fieldset subscribe-form__half">
          <legend>Shipping address</legend>
          <Field field={fields.address1} label="Address" autoComplete="shipping address-line1" required />
          <Field field={fields.address2} label="Address line 2" autoComplete="shipping address-line2" />
          <div className="form__row">
            <Field field={fields.city} label="City" autoComplete="shipping address-level2" required />
            <Field field={fields.region} label="State or region" autoComplete="shipping address-level1" />
          </div>
          <div className="form__row">
            <Field field={fields.postalCode} label="Postal code" autoComplete="shipping postal-code" required />
            <SelectField field={fields.country} label="Country" placeholder="Choose…" options={SHIPPING_COUNTRIES} autoComplete="shipping country" required />
          </div>
        </fieldset>
        <PromoCode field={fields.promoCode} planId={planId} applied={promo} onApplied={setChecked} />
        {paymentNote ? <p className="subscribe-form__provider">{paymentNote}</p> : <CardFields fields={fields} now={new Date(today)} />}
        <p className="subscribe-form__total">
          Total today: <strong>{formatCents(total)}</strong> for {planById(planId).name}, {planById(planId).period}.
        </p>
        <button type="submit" name="intent" value="subscribe" className="button" disabled={busy}>
          {busy ? 'Placing your order…' : submitLabel}
        </button>
      </Form>
    </div>
  )
}
