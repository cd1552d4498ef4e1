import { data, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { pageNumberOf } from '#lib/page.ts'
import { fieldColumns, ListScreen } from '../../components/back-office/list-screen.tsx'
import { noStore } from '../http-responses.server.ts'
import { requireSponsor } from './portal.server.ts'

export const handle = backOfficeScreen({ capability: 'sponsor:portal', nav: { label: 'Newsletter slots' }, readsQuery: ['page'] })

const STATUS_LABELS: Record<string, string> = { scheduled: 'Scheduled', sending: 'Sending', stopped: 'Paused', sent: 'Sent' }

/** The sponsor's booked newsletter slots, newest issue first: recipients, mails sent and clicks on its link. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireSponsor(args)
  const found = await args.context.newsletterFeedback.sponsorSlots.slots(user.sponsor, pageNumberOf(new URL(args.request.url)))
  const rows = found.rows.map((slot) => ({
    id: slot.issueId,
    newsletter: slot.newsletter,
    date: slot.issueDate,
    status: STATUS_LABELS[slot.status] ?? slot.status,
    subject: slot.subject,
    link: slot.link,
    recipients: slot.recipients,
    sent: slot.sent,
    clicks: slot.clicks,
  }))
  return data({ list: { ...found, rows } }, { headers: noStore })
}

export default function SponsorSlots() {
  const { list } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Newsletter slots</h1>
      <ListScreen
        list={list}
        noun={['slot', 'slots']}
        csv={{ href: '/sponsor/slots.csv', label: 'Download as CSV' }}
        caption="Your slots in the newsletters, newest issue first"
        rowKey={(slot) => slot.id}
        columns={[
          { header: 'Newsletter', cell: (slot) => slot.newsletter, rowHeader: true },
          ...fieldColumns<(typeof list.rows)[number]>({ Date: 'date', Status: 'status', 'Your link': 'link', Recipients: 'recipients', Sent: 'sent', Clicks: 'clicks' }),
        ]}
        empty="No newsletter slots booked yet. Each issue that carries your message shows here, with its sends and the clicks on your link."
      />
    </>
  )
}
