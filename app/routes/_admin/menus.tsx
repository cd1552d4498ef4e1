import { data, Form, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { MenuForm, type MenuItem, type MenuLocation } from '#lib/newsroom-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { replyMessages, type FormAnswer } from '../../components/forms/field-messages.tsx'
import { ColumnHeads } from '../../components/column-heads.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { doneForm, refusedByService, refusedForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { useActionAnswer } from '../../components/forms/use-answered-form.ts'

export const handle = backOfficeScreen({ capability: 'content:structure', nav: { label: 'Menus' }, body: 'editor' })

/** A row of the form: a link, with the number that orders it. */
type Row = MenuItem & { order?: string }
const LOCATIONS: { location: MenuLocation; title: string; hint: string }[] = [
  { location: 'header', title: 'Header menu', hint: 'The site’s main navigation. A link ticked “under the one above” shows in that link’s drop-down.' },
  { location: 'footer', title: 'Footer menu', hint: 'The links at the foot of every page.' },
]
/** Empty rows offered for adding links (without JavaScript a form cannot grow). */
const BLANK_ROWS = 3

/** /admin/menus: the header and footer menus' links, order and nesting. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const [header, footer] = await Promise.all([args.context.menuAdmin.get('header'), args.context.menuAdmin.get('footer')])
  return data({ menus: { header, footer } }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const submission = parseForm(await args.request.formData(), { schema: MenuForm })
  if (submission.status !== 'success') return refusedForm(submission)
  const { location, items, rows } = submission.value
  try {
    await args.context.menuAdmin.save(user, location, items)
  } catch (error) {
    // The service names a link by its place in the menu; the form by its row.
    const refused = refusedByService(submission, error)
    const messages = Object.entries(refused.data.reply.error ?? {}).map(([name, message]) => [name.replace(/^item\.(\d+)\./, (_, at: string) => `item.${rows[Number(at)]}.`), message] as const)
    return data({ ...refused.data, reply: { ...refused.data.reply, error: Object.fromEntries(messages) } }, refused.init ?? undefined)
  }
  return doneForm(submission, `${location === 'header' ? 'Header' : 'Footer'} menu saved: every page shows it now.`)
}

/** The rows a refused menu form sent, as they were, to show again beside their messages. */
function sentRows(answer: FormAnswer | undefined): { location: MenuLocation; rows: Row[] } | null {
  const sent =
    answer?.done === null ? (answer.reply.initialValue as { location?: string; item?: Record<string, { label?: string; url?: string; order?: string; nested?: string }> } | undefined) : undefined
  if (!sent) return null
  const rows: Row[] = []
  for (const [at, row] of Object.entries(sent.item ?? {})) rows[Number(at)] = { label: row.label ?? '', url: row.url ?? '', order: row.order, nested: row.nested !== undefined }
  return { location: sent.location === 'footer' ? 'footer' : 'header', rows: Array.from(rows, (row) => row ?? { label: '', url: '', nested: false }) }
}

export const headers = retryAfterHeaders

function MenuRows({ location, title, hint, items, result, busy }: { location: MenuLocation; title: string; hint: string; items: Row[]; result: FormAnswer | null; busy: boolean }) {
  const { fields, error, invalid } = replyMessages(result?.reply)
  const summary = [...(result?.reply.error?.[''] ?? []), fields.items ?? ''].filter(Boolean)
  const rows: Row[] = [...items, ...Array.from({ length: BLANK_ROWS }, () => ({ label: '', url: '', nested: false }))]
  const id = (i: number, name: string) => `${location}.${i}.${name}`
  return (
    <section aria-labelledby={`${location}-heading`}>
      <h2 id={`${location}-heading`}>{title}</h2>
      <p className="field__hint">{hint} Change the numbers to reorder; clear a link’s words and address to take it off.</p>
      <FormErrors id={`${location}-errors`} errors={summary.length ? summary : undefined} />
      <Form method="post" className="form">
        <input type="hidden" name="location" value={location} />
        <table className="admin-table rows-editor">
          <ColumnHeads names={location === 'header' ? ['Order', 'Words', 'Address', 'Under the one above'] : ['Order', 'Words', 'Address']} />
          <tbody>
            {rows.map((item, i) => (
              <tr key={`${i}:${item.url}`}>
                <td>
                  <label htmlFor={id(i, 'order')} className="visually-hidden">
                    Order of link {i + 1}
                  </label>
                  <input id={id(i, 'order')} name={`item.${i}.order`} type="number" min={1} max={99} defaultValue={item.order ?? i + 1} />
                </td>
                <td>
                  <label htmlFor={id(i, 'label')} className="visually-hidden">
                    Words of link {i + 1}
                  </label>
                  <input id={id(i, 'label')} name={`item.${i}.label`} defaultValue={item.label} maxLength={80} {...invalid(`item.${i}.label`)} />
                  {error(`item.${i}.label`)}
                </td>
                <td>
                  <label htmlFor={id(i, 'url')} className="visually-hidden">
                    Address of link {i + 1}
                  </label>
                  <input id={id(i, 'url')} name={`item.${i}.url`} defaultValue={item.url} inputMode="url" {...invalid(`item.${i}.url`)} />
                  {error(`item.${i}.url`)}
                </td>
                {location === 'header' ? (
                  <td>
                    <label>
                      <input type="checkbox" name={`item.${i}.nested`} defaultChecked={item.nested} disabled={i === 0} />
                      <span className="visually-hidden">Link {i + 1} under the one above</span>
                    </label>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        <button type="submit" className="button" disabled={busy}>
          Save the {title.toLowerCase()}
        </button>
      </Form>
    </section>
  )
}

export default function MenusScreen() {
  const { menus } = useLoaderData<typeof loader>()
  const [result, busy] = useActionAnswer<typeof action>()
  const sent = sentRows(result)
  return (
    <>
      <h1>Menus</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      {LOCATIONS.map(({ location, title, hint }) => (
        <MenuRows
          key={location}
          location={location}
          title={title}
          hint={hint}
          items={sent?.location === location ? sent.rows : menus[location]}
          result={sent?.location === location ? result! : null}
          busy={busy}
        />
      ))}
    </>
  )
}
