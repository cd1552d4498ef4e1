import { data, Form, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import type { MenuLocation } from '#server/load-context.ts'
import { fieldMessages } from '../../components/forms/field-messages.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { menuItemsOfForm } from './menus.server.ts'
import { refusal, refuseUnstorable } from './posts.server.ts'
import { requireStaff } from './require-staff.server.ts'

interface Item {
  label: string
  url: string
  nested: boolean
}
const LOCATIONS: { location: MenuLocation; title: string; hint: string }[] = [
  { location: 'header', title: 'Header menu', hint: 'The site’s main navigation. A link ticked “under the one above” shows in that link’s drop-down.' },
  { location: 'footer', title: 'Footer menu', hint: 'The links at the foot of every page.' },
]
/** Empty rows offered for adding links (without JavaScript a form cannot grow). */
const BLANK_ROWS = 3

/** /admin/menus: the header and footer menus' links, order and nesting. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args, 'content:structure')
  const [header, footer] = await Promise.all([args.context.menuAdmin.get('header'), args.context.menuAdmin.get('footer')])
  return data({ menus: { header, footer } }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args, 'content:structure')
  const form = await args.request.formData()
  const location = form.get('location') === 'footer' ? 'footer' : 'header'
  const items = menuItemsOfForm(form)
  try {
    refuseUnstorable(form)
    await args.context.menuAdmin.save(user, location, items)
  } catch (error) {
    return refusal(error, { location, items })
  }
  return data({ error: null, fields: {}, done: `${location === 'header' ? 'Header' : 'Footer'} menu saved: every page shows it now.`, sent: null }, { headers: noStore })
}

export const headers = retryAfterHeaders

function MenuForm({ location, title, hint, items, result, busy }: { location: MenuLocation; title: string; hint: string; items: Item[]; result: { error: string | null; fields: Record<string, string> } | null; busy: boolean }) {
  const { error, invalid } = fieldMessages(result?.fields)
  const rows = [...items, ...Array.from({ length: BLANK_ROWS }, () => ({ label: '', url: '', nested: false }))]
  const id = (i: number, name: string) => `${location}.${i}.${name}`
  return (
    <section aria-labelledby={`${location}-heading`}>
      <h2 id={`${location}-heading`}>{title}</h2>
      <p className="field__hint">{hint} Change the numbers to reorder; clear a link’s words and address to take it off.</p>
      <FormErrors id={`${location}-errors`} errors={result?.error ? [result.error, result.fields.items ?? ''].filter(Boolean) : undefined} />
      <Form method="post" className="form">
        <input type="hidden" name="location" value={location} />
        <table className="admin-table rows-editor">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Words</th>
              <th scope="col">Address</th>
              {location === 'header' ? <th scope="col">Under the one above</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((item, i) => (
              <tr key={`${i}:${item.url}`}>
                <td>
                  <label htmlFor={id(i, 'order')} className="visually-hidden">
                    Order of link {i + 1}
                  </label>
                  <input id={id(i, 'order')} name={`item.${i}.order`} type="number" min={1} max={99} defaultValue={i + 1} />
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
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const sent = result?.sent as { location: MenuLocation; items: Item[] } | null | undefined
  return (
    <>
      <h1>Menus</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      {LOCATIONS.map(({ location, title, hint }) => (
        <MenuForm key={location} location={location} title={title} hint={hint} items={sent?.location === location ? sent.items : menus[location]} result={sent?.location === location ? result! : null} busy={busy} />
      ))}
    </>
  )
}
