import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { errorMeta } from '../../utils/meta.ts'
import { breadcrumbJsonLd, seoMeta, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'
import { highlightedPlan, PLANS, selectByCode } from '../../utils/subscription-plans.ts'

const PATH = '/magazine/subscribe/'
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Magazine', path: '/magazine' },
  { name: 'Subscribe', path: PATH },
]

/** /magazine/subscribe/{sp_code}: the code only preselects; every address shows the same plans. */
export function loader({ params }: LoaderFunctionArgs) {
  const selection = selectByCode(params.spCode)
  return { selection, highlighted: highlightedPlan(selection) }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? seoMeta(matches, {
        title: 'Subscribe to the Magazine',
        description: 'Print and digital subscription plans for the magazine, with current offers.',
        // Codes are campaign markers: one canonical page, and coded copies stay out of the index.
        path: PATH,
        noindex: data.selection.kind !== 'none',
      })
    : errorMeta(error, matches)

export default function MagazineSubscribe() {
  const { selection, highlighted } = useLoaderData<typeof loader>()
  const { siteUrl } = useSite()
  const promotion = selection.kind === 'promotion' ? selection.promotion : null
  return (
    <div className="page magazine-subscribe">
      <JsonLd items={[breadcrumbJsonLd(siteUrl, CRUMBS)]} />
      <Breadcrumbs crumbs={CRUMBS} />
      <header className="archive__header">
        <h1>Subscribe to the Magazine</h1>
        <p className="lede">Twelve issues a year and every special edition. Cancel any time.</p>
      </header>
      {promotion ? (
        <p className="notice subscribe__offer" role="status">
          <strong>Code {promotion.code}:</strong> {promotion.label}.
        </p>
      ) : null}
      {selection.kind === 'unknown' ? (
        <p className="notice" role="status">
          We do not recognise the code “{selection.code}”. It may have expired; our current plans are below.
        </p>
      ) : null}
      <ul className="plans">
        {PLANS.map((plan) => {
          const selected = plan.id === highlighted
          const offer = promotion?.planId === plan.id ? promotion : null
          return (
            <li key={plan.id} className={`plan${selected ? ' plan--selected' : ''}`} aria-current={selected && selection.kind !== 'none' ? 'true' : undefined}>
              <h2 className="plan__name">{plan.name}</h2>
              {selected ? <p className="plan__badge">{selection.kind === 'none' ? 'Most popular' : 'Selected for you'}</p> : null}
              <p className="plan__price">
                {offer ? (
                  <>
                    <del aria-label={`was ${plan.price}`}>{plan.price}</del> <strong>{offer.price}</strong>
                  </>
                ) : (
                  <strong>{plan.price}</strong>
                )}{' '}
                <span>{plan.period}</span>
              </p>
              <ul className="plan__features">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
      <p className="notice subscribe__soon" role="status">
        <strong>Online ordering opens soon.</strong> Until then, <Link to="/contact">contact us</Link>
        {selection.kind === 'plan' || selection.kind === 'promotion' ? ` and mention the code ${selection.code}` : ''} and we will set up your subscription.
      </p>
    </div>
  )
}
