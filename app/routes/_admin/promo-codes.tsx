import { getFormProps } from '@conform-to/react'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { data, Form, Link, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { PromoCodeAction } from '#lib/promo-code-schemas.ts'
import { formatCents, PLANS } from '#lib/subscription-plans.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { Field } from '../../components/forms/field.tsx'
import { PromoCodeOfferFields } from './promo-code-fields.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { offerOf } from './promo-code-offer.server.ts'
import { pageNumberOf } from '#lib/page.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { useAnsweredForm } from '../../components/forms/use-answered-form.ts'

export const handle = backOfficeScreen({ capability: 'business:manage', nav: { label: 'Promo codes' } })

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '')

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const found = await args.context.promoCodeAdmin.list(pageNumberOf(new URL(args.request.url)))
  const now = Date.now()
  const rows = found.rows.map((row) => ({
    code: row.code,
    description: row.description,
    discount: row.discountPercent !== null ? `${row.discountPercent}% off` : `${formatCents(row.discountCents ?? 0)} off`,
    valid: [day(row.validFrom) || 'now', day(row.validUntil) || 'no end'].join(' to '),
    uses: row.maxUses === null ? `${row.uses}` : `${row.uses} of ${row.maxUses}`,
    plans: row.planIds.length ? row.planIds.map((id) => PLANS.find((plan) => plan.id === id)?.name ?? id).join(', ') : 'All plans',
    status: !row.active ? 'Off' : row.validUntil && row.validUntil.getTime() < now ? 'Expired' : row.maxUses !== null && row.uses >= row.maxUses ? 'Used up' : 'On',
    active: row.active,
  }))
  return data({ list: { ...found, rows } }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const admin = args.context.promoCodeAdmin
  const submission = parseForm(await args.request.formData(), { schema: PromoCodeAction })
  return answerForm(
    submission,
    async (value) => {
      if (value.intent === 'create') {
        await admin.create(user, { code: value.code, ...offerOf(value) })
        return `${value.code} is ready to use.`
      }
      await admin.setActive(user, value.code, value.intent === 'enable')
      return `${value.code} is ${value.intent === 'enable' ? 'on' : 'off'}.`
    },
    { reset: true },
  )
}

export const headers = retryAfterHeaders

export default function PromoCodesScreen() {
  const { list } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { form, fields, startCheck, busy } = useAnsweredForm(() => import('#lib/promo-code-schemas.ts').then((module) => module.PromoCodeCreate), result, { id: 'new-code' })
  return (
    <>
      <h1>Promo codes</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <ListScreen
        list={list}
        caption="Promo codes, newest first"
        rowKey={(code) => code.code}
        columns={[
          {
            header: 'Code',
            cell: (code) => (
              <>
                <Link to={`/admin/promo-codes/${encodeURIComponent(code.code)}`}>
                  <strong>{code.code}</strong>
                  <span className="visually-hidden">: change</span>
                </Link>
                {code.description ? <div>{code.description}</div> : null}
              </>
            ),
          },
          { header: 'Discount', cell: (code) => code.discount },
          { header: 'Valid', cell: (code) => code.valid },
          { header: 'Uses', cell: (code) => code.uses },
          { header: 'Plans', cell: (code) => code.plans },
          { header: 'Status', cell: (code) => <PromoCodeSwitch code={code.code} status={code.status} active={code.active} busy={busy} /> },
        ]}
        empty="No promo codes yet."
        pager={{ label: 'Pages of promo codes' }}
      />

      <h2>New promo code</h2>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="create" />
        <Field field={fields.code} label="Code" hint="Letters, digits, - and _; readers type it, so keep it short" required />
        <PromoCodeOfferFields fields={fields} />
        <button type="submit" className="button" disabled={busy}>
          Create the code
        </button>
      </Form>
    </>
  )
}

/** A code's state, and the button that switches it off or on. */
function PromoCodeSwitch({ code, status, active, busy }: { code: string; status: string; active: boolean; busy: boolean }) {
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="code" value={code} />
      <span>{status}</span>
      <button type="submit" name="intent" value={active ? 'disable' : 'enable'} className="button button--small" disabled={busy}>
        {active ? `Switch ${code} off` : `Switch ${code} on`}
      </button>
    </Form>
  )
}
