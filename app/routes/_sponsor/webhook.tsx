import { data, Form, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { SponsorWebhookAction } from '#lib/staff-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { answerForm } from '../back-office-form.server.ts'
import { pageNumberOf } from '#lib/page.ts'
import { fieldColumns, ListScreen } from '../../components/back-office/list-screen.tsx'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireSponsor } from './portal.server.ts'
import { useActionAnswer } from '../../components/forms/use-answered-form.ts'

export const handle = backOfficeScreen({ capability: 'sponsor:portal', nav: { label: 'Webhook' }, readsQuery: ['page'] })

const STATUS_LABELS: Record<string, string> = { pending: 'Queued', delivered: 'Delivered', retrying: 'Failed, will retry', failed: 'Failed, no more retries' }

/** The sponsor's webhook: its address and signing secret, and the log of deliveries with "deliver again". */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireSponsor(args)
  const hooks = args.context.sponsorWebhooks
  const [settings, found] = await Promise.all([hooks.settings(user.sponsor), hooks.deliveries(user.sponsor, pageNumberOf(new URL(args.request.url)))])
  const rows = found.rows.map((delivery) => ({
    id: delivery.id,
    at: delivery.createdAt.toISOString().slice(0, 19).replace('T', ' '),
    event: delivery.event,
    status: STATUS_LABELS[delivery.status] ?? delivery.status,
    attempts: delivery.attempts,
    answer: `${delivery.lastStatus ?? '—'}${delivery.lastError ? ` ${delivery.lastError}` : ''}`,
  }))
  return data({ settings, list: { ...found, rows } }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireSponsor(args)
  const submission = parseForm(await args.request.formData(), { schema: SponsorWebhookAction })
  const hooks = args.context.sponsorWebhooks
  const audited = (action: string, after: Record<string, unknown> = {}) => args.context.audit.record({ actor: user, action, itemType: 'sponsor_webhook', itemId: user.sponsor, after })
  return answerForm(submission, async (intent) => {
    switch (intent.intent) {
      case 'save':
        await hooks.save(user.sponsor, intent.url)
        await audited('sponsor.webhook_save', { url: intent.url })
        return 'Saved. New and updated leads are sent to this address from now on.'
      case 'rotate':
        await hooks.rotateSecret(user.sponsor)
        await audited('sponsor.webhook_rotate')
        return 'A new secret is in use. Update your receiver with it.'
      case 'remove':
        await hooks.remove(user.sponsor)
        await audited('sponsor.webhook_remove')
        return 'The webhook is removed. Leads are no longer sent.'
      case 'redeliver':
        if (!(await hooks.deliverAgain(user.sponsor, intent.deliveryId))) throw data({ message: 'No such delivery' }, { status: 404 })
        return `Delivery ${intent.deliveryId} is on its way again.`
    }
  })
}

export const headers = retryAfterHeaders

export default function SponsorWebhook() {
  const { settings, list } = useLoaderData<typeof loader>()
  const [result, busy] = useActionAnswer<typeof action>()
  const urlError = result?.reply.error?.url?.[0]
  return (
    <>
      <h1>Webhook</h1>
      <p>
        Each new or updated lead is POSTed to your address as JSON, signed in the <code>X-Quota-Signature</code> header:{' '}
        <code>t=&lt;unix seconds&gt;,v1=&lt;hex HMAC-SHA256 of "t.body" with your secret&gt;</code>. Check the signature and refuse a timestamp older than five minutes. A delivery that fails is tried
        again with growing waits for about a day.
      </p>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <Form method="post" className="form" aria-label="Where your leads are sent">
        <div className="field">
          <label htmlFor="webhook-url">Address</label>
          <input
            id="webhook-url"
            name="url"
            type="url"
            inputMode="url"
            defaultValue={settings?.url ?? ''}
            placeholder="https://crm.example.com/quota-leads"
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? 'webhook-url-error' : undefined}
          />
          {urlError ? (
            <p className="field__error" id="webhook-url-error">
              {urlError}
            </p>
          ) : null}
        </div>
        <button type="submit" name="intent" value="save" className="button" disabled={busy}>
          {settings ? 'Save the address' : 'Set up the webhook'}
        </button>
      </Form>
      {settings ? (
        <>
          <h2>Signing secret</h2>
          <p>
            <code data-testid="webhook-secret">{settings.secret}</code>
          </p>
          <Form method="post" className="inline-form">
            <button type="submit" name="intent" value="rotate" className="button button--secondary" disabled={busy}>
              Make a new secret
            </button>{' '}
            <button type="submit" name="intent" value="remove" className="button button--secondary" disabled={busy}>
              Remove the webhook
            </button>
          </Form>
        </>
      ) : null}
      <h2>Deliveries</h2>
      <ListScreen
        list={list}
        caption="Deliveries, newest first"
        rowKey={(delivery) => delivery.id}
        columns={[
          ...fieldColumns<(typeof list.rows)[number]>({ Delivery: 'id', 'When (UTC)': 'at', Event: 'event', Status: 'status', Attempts: 'attempts', 'Last answer': 'answer' }),
          { header: 'Action', hideHeader: true, cell: (delivery) => <DeliverAgain id={delivery.id} busy={busy} /> },
        ]}
        empty={`No deliveries yet.${settings ? ' The next new lead will be the first.' : ''}`}
        pager={{ label: 'Pages of deliveries' }}
      />
    </>
  )
}

/** Sends one delivery again, whatever its state. */
function DeliverAgain({ id, busy }: { id: number; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="deliveryId" value={id} />
      <button type="submit" name="intent" value="redeliver" className="link-button" disabled={busy}>
        Deliver again<span className="visually-hidden"> delivery {id}</span>
      </button>
    </Form>
  )
}
