import { getFormProps } from '@conform-to/react'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { data, Form, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { PromoCodeEdit } from '#lib/promo-code-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { PromoCodeOfferFields } from './promo-code-fields.tsx'
import { requireStaff } from './require-staff.server.ts'
import { offerOf } from './promo-code-offer.server.ts'
import { useAnsweredForm } from '../../components/forms/use-answered-form.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'

export const handle = backOfficeScreen({ capability: 'business:manage' })

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '')

/** One promo code's offer, changed by sales staff; its name and uses stay. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const code = await args.context.promoCodeAdmin.get((args.params.code ?? '').toUpperCase())
  if (!code) throw data({ message: 'No such promo code' }, { status: 404 })
  return data(
    {
      code: code.code,
      uses: code.uses,
      defaults: {
        description: code.description,
        percent: code.discountPercent === null ? '' : String(code.discountPercent),
        amount: code.discountCents === null ? '' : (code.discountCents / 100).toFixed(2).replace(/\.00$/, ''),
        validFrom: day(code.validFrom),
        validUntil: day(code.validUntil),
        maxUses: code.maxUses === null ? '' : String(code.maxUses),
        planIds: code.planIds as string[],
      },
    },
    { headers: noStore },
  )
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const code = (args.params.code ?? '').toUpperCase()
  const submission = parseForm(await args.request.formData(), { schema: PromoCodeEdit })
  return answerForm(submission, async (offer) => {
    await args.context.promoCodeAdmin.update(user, code, offerOf(offer))
    return `${code} is changed; the next order gets the new offer.`
  })
}

export const headers = retryAfterHeaders

export default function PromoCodeScreen() {
  const { code, uses, defaults } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { form, fields, startCheck, busy } = useAnsweredForm(() => import('#lib/promo-code-schemas.ts').then((module) => module.PromoCodeEdit), result, { id: 'edit-code', defaultValue: defaults })
  return (
    <>
      <BackLink to="/admin/promo-codes" label="All promo codes" />
      <h1>Promo code {code}</h1>
      <p>
        Used {uses} {uses === 1 ? 'time' : 'times'}. The code itself cannot change: readers already have it. To stop it, switch it off on the list.
      </p>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="edit" />
        <PromoCodeOfferFields fields={fields} planIds={defaults.planIds} />
        <button type="submit" className="button" disabled={busy}>
          Save the changes
        </button>
      </Form>
    </>
  )
}
