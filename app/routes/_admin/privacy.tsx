import { getFormProps } from '@conform-to/react'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { data, Form, useActionData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { PrivacyErase } from '#lib/staff-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { useCheckedForm } from '../../components/forms/use-form-check.ts'
import { useAnsweredForm } from '../../components/forms/use-answered-form.ts'

export const handle = backOfficeScreen({ capability: 'business:manage', nav: { label: 'Privacy requests' } })

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  return data(null, { headers: noStore })
}

/** Erasure; the export's form posts to /admin/privacy/export, which answers the file. */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const submission = parseForm(await args.request.formData(), { schema: PrivacyErase })
  return answerForm(
    submission,
    async ({ email }) => {
      const { account, leads, orders, newsletters } = await args.context.privacy.erase(user, email)
      return `Erased: ${account ? 'the account, ' : 'no account, '}${newsletters} newsletter ${newsletters === 1 ? 'choice' : 'choices'}; ${leads} ${leads === 1 ? 'lead' : 'leads'} and ${orders} ${orders === 1 ? 'order' : 'orders'} kept without personal details.`
    },
    { reset: true },
  )
}

export const headers = retryAfterHeaders

export default function PrivacyScreen() {
  const result = useActionData<typeof action>()
  const [exportForm, exportFields, startExportCheck] = useCheckedForm(() => import('#lib/staff-schemas.ts').then((module) => module.PrivacyExport), { id: 'privacy-export' })
  const {
    form: eraseForm,
    fields: eraseFields,
    startCheck: startEraseCheck,
    busy,
  } = useAnsweredForm(() => import('#lib/staff-schemas.ts').then((module) => module.PrivacyErase), result, { id: 'privacy-erase' })
  return (
    <>
      <h1>Privacy requests</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <h2>Everything stored about an address</h2>
      <p>One JSON file: the account, newsletter choices, leads with their answers, orders, pending links. It is recorded in the audit log.</p>
      <Form method="post" action="/admin/privacy/export" reloadDocument {...getFormProps(exportForm)} {...startExportCheck} className="form">
        <Field field={exportFields.email} label="Email" type="email" autoComplete="off" required />
        <button type="submit" className="button">
          Download the file
        </button>
      </Form>
      <h2>Erase an address</h2>
      <p>
        This cannot be undone. The account, its sessions and newsletter choices are deleted; leads stay for the sponsors who received them and orders for the books, without name, address, company or
        answers.
      </p>
      <Form method="post" {...getFormProps(eraseForm)} {...startEraseCheck} className="form">
        <FormErrors errors={eraseForm.errors} id={eraseForm.errorId} />
        <input type="hidden" name="intent" value="erase" />
        <Field field={eraseFields.email} label="Email" type="email" autoComplete="off" required />
        <Field field={eraseFields.confirmEmail} label="The same email again, to confirm" type="email" autoComplete="off" required />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Erasing…' : 'Erase everything about this address'}
        </button>
      </Form>
    </>
  )
}
