import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react'
import { data, Form, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { CompanyEditForm } from '#lib/company-edit-form.ts'
import { COMPANY_SIZE_BANDS } from '#lib/company-size-bands.ts'
import { companyPath } from '#lib/site-paths.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { storableIdOf } from '#lib/validation/ranges.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'
import { Field, FieldFrame } from '../../components/forms/field.tsx'
import { replyMessages } from '../../components/forms/field-messages.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { SelectField } from '../../components/forms/select-field.tsx'
import { useAnsweredForm } from '../../components/forms/use-answered-form.ts'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { logoUploadOf } from './logo-upload.server.ts'
import { requireStaff } from './require-staff.server.ts'

// The logo comes in the form.
export const handle = backOfficeScreen({ capability: 'business:manage', body: 'upload' })

const ALIAS_KINDS = { name: 'Name', domain: 'Website' } as const

/** The company the address names; 404 for a malformed or unknown id. */
async function requireEdited(args: LoaderFunctionArgs<AppLoadContext>) {
  const id = storableIdOf(args.params.id)
  const company = id === null ? null : await args.context.companies.editing.byId(id)
  if (!company) throw data({ message: 'No such company' }, { status: 404 })
  return company
}

/** /admin/companies/:id: a company's details (name, website, description, headquarters, size, logo) as its page shows them, and the aliases list rows named it by. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const { aliases, logo, slug, ...company } = await requireEdited(args)
  const { name, website, description, headquarters, sizeBand } = company
  return data({ name, slug, path: companyPath({ slug }), logo, aliases, defaults: { name, website, description, headquarters, sizeBand } }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const company = await requireEdited(args)
  const submission = parseForm(await args.request.formData(), { schema: CompanyEditForm })
  return answerForm(submission, async ({ logo, ...details }) => {
    await args.context.companies.editing.save(user, company.id, { ...details, logo: await logoUploadOf(logo) })
    return `${details.name} is saved; its page shows the change.`
  })
}

export const headers = retryAfterHeaders

export default function CompanyScreen() {
  const { name, path, logo, aliases, defaults } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { form, fields, startCheck, busy } = useAnsweredForm(() => import('#lib/company-edit-form.ts').then((module) => module.CompanyEditForm), result, { id: 'company', defaultValue: defaults })
  // The library names a refused image's field `file`.
  const logoError = replyMessages(result?.reply).fields.file
  return (
    <>
      <BackLink to="/admin/companies" label="All companies" />
      <h1>{name}</h1>
      <p>
        <a href={path}>Its page</a>: <code>{path}</code> (the address stays when the name changes).
      </p>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field field={fields.name} label="Name" required />
        <Field field={fields.website} label="Website" type="url" hint="Starting with https://" />
        <FieldFrame field={fields.description} label="Description" hint="A paragraph on its page, 2,000 characters at most">
          <textarea {...getTextareaProps(fields.description, { ariaAttributes: true })} key={fields.description.key} rows={5} />
        </FieldFrame>
        <Field field={fields.headquarters} label="Headquarters" hint="City and country, as the lists filter by it" />
        <SelectField field={fields.sizeBand} label="Size (employees)" placeholder="Not known" options={COMPANY_SIZE_BANDS.map((band) => [band, band] as const)} />
        <FieldFrame field={fields.logo} label="Logo (JPEG, PNG, WebP or GIF, 10 MB at most)" hint={logo ? 'Empty: the logo shown stays' : undefined} error={logoError}>
          {logo ? <img src={logo} alt={`${name} logo, as it is now`} height="40" /> : null}
          <input {...getInputProps(fields.logo, { type: 'file', ariaAttributes: true })} key={fields.logo.key} accept="image/jpeg,image/png,image/webp,image/gif" />
        </FieldFrame>
        <button type="submit" className="button" disabled={busy}>
          Save the company
        </button>
      </Form>
      <h2>Aliases</h2>
      <p>What list rows named it by; a row naming one of them is this company. A merge moves a duplicate’s aliases here.</p>
      {aliases.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">Aliases of {name}</caption>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">As first written</th>
            </tr>
          </thead>
          <tbody>
            {aliases.map((alias) => (
              <tr key={`${alias.kind}:${alias.seenAs}`}>
                <td>{ALIAS_KINDS[alias.kind]}</td>
                <td>{alias.seenAs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>None: no list row has named it yet.</p>
      )}
    </>
  )
}
