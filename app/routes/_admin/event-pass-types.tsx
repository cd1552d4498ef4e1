import { getFormProps } from '@conform-to/react'
import { data, Form, Link, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { PassTypeForm } from '#lib/event-pass-schemas.ts'
import { wholeList } from '#lib/page.ts'
import { formatCents } from '#lib/subscription-plans.ts'
import { storableIdOf } from '#lib/validation/ranges.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { useAnsweredForm } from '../../components/forms/use-answered-form.ts'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireEvent } from './event-passes.server.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'events:passes' })

/** A moment as the form's text: a date, or a date and a UTC time. */
const typedMoment = (iso: string | null) => (!iso ? '' : iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16))

/** One event's pass types (decision 063): the list, and the form for a new one or the one `?edit=` names. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const event = await requireEvent(args.context, args.params.id)
  const passes = await args.context.eventPasses.passTypesOf(event.id)
  const editing = passes.find((pass) => pass.id === storableIdOf(new URL(args.request.url).searchParams.get('edit') ?? '')) ?? null
  const rows = passes.map((pass) => ({
    id: pass.id,
    name: pass.name,
    price: pass.priceCents ? formatCents(pass.priceCents) : 'Free',
    seats: `${pass.taken} of ${pass.capacity} taken`,
    sale: [typedMoment(pass.saleStartsAt) || 'now', typedMoment(pass.saleEndsAt) || 'the event'].join(' to '),
    codes: pass.promoCodes.join(', ') || 'None',
  }))
  const form = editing
    ? {
        id: String(editing.id),
        name: editing.name,
        priceCents: String(editing.priceCents / 100),
        capacity: String(editing.capacity),
        saleStartsAt: typedMoment(editing.saleStartsAt),
        saleEndsAt: typedMoment(editing.saleEndsAt),
        promoCodes: editing.promoCodes.join(', '),
      }
    : null
  return data({ event: { id: event.id, title: event.title }, list: wholeList(rows), form }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const event = await requireEvent(args.context, args.params.id)
  const submission = parseForm(await args.request.formData(), { schema: PassTypeForm })
  return answerForm(
    submission,
    async (input) => {
      const saved = await args.context.eventPassAdmin.savePassType(user, event.id, input)
      return input.id === null ? `${saved.name} is on the event’s page.` : `${saved.name} is saved.`
    },
    { reset: true },
  )
}

export const headers = retryAfterHeaders

export default function EventPassTypes() {
  const { event, list, form: editing } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { form, fields, startCheck, busy } = useAnsweredForm(() => import('#lib/event-pass-schemas.ts').then((module) => module.PassTypeForm), result, {
    id: `pass-type-${editing?.id ?? 'new'}`,
    defaultValue: editing ?? undefined,
  })
  return (
    <>
      <BackLink to="/admin/events" label="Event passes" />
      <h1>Passes: {event.title}</h1>
      <p>
        <Link to={`/admin/events/${event.id}/attendees`}>Attendees</Link>
      </p>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <ListScreen
        list={list}
        caption={`Pass types of ${event.title}, cheapest first`}
        rowKey={(pass) => pass.id}
        columns={[
          {
            header: 'Pass',
            rowHeader: true,
            cell: (pass) => (
              <Link to={`?edit=${pass.id}#pass-form`}>
                {pass.name}
                <span className="visually-hidden">: change</span>
              </Link>
            ),
          },
          { header: 'Price', cell: (pass) => pass.price },
          { header: 'Seats', cell: (pass) => pass.seats },
          { header: 'On sale', cell: (pass) => pass.sale },
          { header: 'Promo codes', cell: (pass) => pass.codes },
        ]}
        empty="No passes yet: the event’s page shows its registration address until it has one."
      />

      <h2 id="pass-form">{editing ? `Change ${editing.name}` : 'New pass type'}</h2>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="save" />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <Field field={fields.name} label="Name" hint="Such as General admission or VIP" required />
        <Field field={fields.priceCents} label="Price in US dollars" hint="0 for a free registration" required />
        <Field field={fields.capacity} label="Seats" required />
        <Field field={fields.saleStartsAt} label="Sales open (UTC)" hint="A date like 2026-12-31 or 2026-12-31T09:00; empty: now" />
        <Field field={fields.saleEndsAt} label="Sales close (UTC)" hint="Empty: when the event starts" />
        <Field field={fields.promoCodes} label="Promo codes" hint="Codes from Promo codes that this pass takes, separated by commas" />
        <button type="submit" className="button" disabled={busy}>
          {editing ? 'Save the pass' : 'Add the pass'}
        </button>
      </Form>
    </>
  )
}
