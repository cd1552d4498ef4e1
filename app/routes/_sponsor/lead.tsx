import { data, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { LeadRecord } from '../../components/leads/lead-record.tsx'
import { leadAnswers, leadContactFields } from '../lead-record.server.ts'
import { wholeList } from '#lib/page.ts'
import { utcMinute } from '#lib/utc-minute.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { noStore } from '../http-responses.server.ts'
import { ScoreRules } from './score-rules.tsx'
import { describedItems, idOf, KIND_LABELS, requireSponsor } from './portal.server.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'

export const handle = backOfficeScreen({ capability: 'sponsor:portal' })

/** One of the sponsor's leads: who, their answers, the consent they gave, and the events behind their score. Another sponsor's is 404. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireSponsor(args)
  const id = idOf(args.params.id)
  const lead = id === null ? null : await args.context.sponsorPortal.lead(user.sponsor, id)
  if (!lead) throw data({ message: 'No such lead' }, { status: 404 })
  const described = await describedItems(args.context, user.sponsor)
  const scores = await args.context.sponsorPortal.engagement(user.sponsor, [lead.email], described)
  const item = described.get(`${lead.kind}:${lead.target}`) ?? { title: lead.target, questions: {} }
  return data(
    {
      lead: {
        id: lead.id,
        form: KIND_LABELS[lead.kind] ?? lead.kind,
        item: item.title,
        fields: [
          ...leadContactFields(lead),
          ['First sent', utcMinute(lead.createdAt)],
          ['Times sent', String(lead.submissions)],
          ...(lead.attendedMinutes !== null ? [['Minutes watched', String(lead.attendedMinutes)]] : []),
        ],
        answers: leadAnswers(lead, item.questions),
        consent: lead.consent,
      },
      engagement: scores.get(lead.email) ?? { score: 0, events: [] },
    },
    { headers: noStore },
  )
}

export default function SponsorLead() {
  const { lead, engagement } = useLoaderData<typeof loader>()
  return (
    <>
      <BackLink to="/sponsor/leads" label="All leads" />
      <h1>
        {lead.form}: {lead.item}
      </h1>
      <LeadRecord fields={lead.fields} answers={lead.answers} consent={lead.consent} />
      <h2>Engagement score: {engagement.score}</h2>
      <ListScreen
        list={wholeList(engagement.events.map((event, index) => ({ ...event, index })))}
        caption="What the score is made of"
        rowKey={(event) => event.index}
        columns={[
          { header: 'What', cell: (event) => event.label },
          { header: 'When', cell: (event) => (event.at ? utcMinute(event.at) : '—') },
          { header: 'Points', cell: (event) => event.points },
        ]}
        empty="Nothing has scored yet."
      />
      <ScoreRules />
    </>
  )
}
