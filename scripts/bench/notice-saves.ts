/**
 * For the bench's save-while-reading rows: sends the signed notice the WordPress plugin sends on a
 * save, once a second, until killed (the bench's wrk runs block its own event loop).
 *
 *   tsx scripts/bench/notice-saves.ts <base> <secret> <post id> <reach: body | listed | placement>
 */
import { signPayload } from '../../server/services/webhook-signature.ts'

const [base, secret, id, reach] = process.argv.slice(2) as [string, string, string, string]
const body = JSON.stringify({ type: 'post', id: Number(id), action: 'update', reach })

setInterval(() => {
  fetch(`${base}/api/content/changed`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Quota-Signature': signPayload(secret, body) }, body })
    .then(async (res) => {
      if (res.status !== 204) console.error(`notice answered ${res.status}: ${await res.text()}`)
    })
    .catch((error: unknown) => console.error('notice failed', error))
}, 1000)
