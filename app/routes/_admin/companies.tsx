import { getFormProps } from '@conform-to/react'
import { data, Form, Link, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { pageNumberOf } from '#lib/page.ts'
import { CompanyMergeForm } from '#lib/company-merge-schema.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import type { ListFilters } from '../../components/back-office/list-filters.tsx'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { useAnsweredForm } from '../../components/forms/use-answered-form.ts'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'business:manage', nav: { label: 'Companies' }, readsQuery: ['q', 'page'] })

const FILTERS: ListFilters = { label: 'Find a company', clear: true, fields: [{ name: 'q', label: 'Name or address', type: 'search' }] }

/** /admin/companies: every company the lists named, with its ranks and aliases, each opening its details' screen; merging a duplicate into the company it is. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const url = new URL(args.request.url)
  const q = (url.searchParams.get('q') ?? '').replace(/\0/g, '').trim().slice(0, 100)
  const list = await args.context.companies.index.staffList(q, pageNumberOf(url))
  return data({ list, values: { q } }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const submission = parseForm(await args.request.formData(), { schema: CompanyMergeForm })
  return answerForm(
    submission,
    async ({ from, into }) => {
      const merged = await args.context.companies.merging.merge(user, from, into)
      return `${merged.from} is merged into ${merged.into}: ${merged.listings} ${merged.listings === 1 ? 'rank' : 'ranks'} and ${merged.aliases} ${merged.aliases === 1 ? 'alias' : 'aliases'} moved.`
    },
    { reset: true },
  )
}

export const headers = retryAfterHeaders

export default function CompaniesScreen() {
  const { list, values } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { form, fields, startCheck, busy } = useAnsweredForm(() => import('#lib/company-merge-schema.ts').then((module) => module.CompanyMergeForm), result, { id: 'merge' })
  return (
    <>
      <h1>Companies</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <ListScreen
        list={list}
        values={values}
        filters={FILTERS}
        noun={['company', 'companies']}
        caption="Companies A to Z"
        rowKey={(company) => company.slug}
        columns={[
          {
            header: 'Company',
            rowHeader: true,
            cell: (company) => <Link to={`/admin/companies/${company.id}`}>{company.name}</Link>,
          },
          {
            header: 'Page',
            cell: (company) => (
              <a href={`/companies/${company.slug}`}>
                View<span className="visually-hidden"> the page of {company.name}</span>
              </a>
            ),
          },
          { header: 'Short name', cell: (company) => <code>{company.slug}</code> },
          { header: 'Ranks', cell: (company) => company.listings },
          { header: 'Aliases', cell: (company) => company.aliases },
        ]}
        empty={{ none: 'No company yet: the lists name them.', filtered: 'No company matches.' }}
        pager={{ label: 'Pages of companies', byName: true }}
      />
      <h2>Merge a duplicate</h2>
      <p>Every rank and alias of the duplicate moves to the company kept; the duplicate’s page goes. The audit log records the merge.</p>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field field={fields.from} label="The duplicate (short name)" hint="It goes, its ranks and aliases move" required />
        <Field field={fields.into} label="The company to keep (short name)" required />
        <button type="submit" className="button" disabled={busy}>
          Merge
        </button>
      </Form>
    </>
  )
}
