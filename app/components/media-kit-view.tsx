import type { MediaKit } from '#lib/media-kit.ts'
import { ColumnHeads } from './column-heads.tsx'
import { Facts } from './fact.tsx'

/** The kit revealed after the request: audience figures and the rate card. */
export function MediaKitView({ kit }: { kit: MediaKit }) {
  return (
    <section id="media-kit" className="media-kit__kit" aria-labelledby="kit-heading">
      <h2 id="kit-heading">Your media kit</h2>
      <p className="notice" role="status">
        Thank you: the kit is below, and a copy of this link is in your inbox. Our sales team will be in touch.
      </p>
      <h3>Audience</h3>
      <Facts items={kit.audience} term={(figure) => figure.label} className="media-kit__figures">
        {(figure) => figure.value}
      </Facts>
      <h3>Rates</h3>
      <table className="media-kit__rates">
        <caption className="visually-hidden">Rate card, updated {kit.updated}</caption>
        <ColumnHeads names={['Product', 'Unit', 'Price']} />
        <tbody>
          {kit.rates.map((rate) => (
            <tr key={rate.product}>
              <th scope="row">{rate.product}</th>
              <td>{rate.unit}</td>
              <td>{rate.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Questions? Write to <a href={`mailto:${kit.contact}`}>{kit.contact}</a>.
      </p>
    </section>
  )
}
