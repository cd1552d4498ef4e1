import { Form, Link, useLocation } from 'react-router'

/** A filter of a list: a text box (search, date, text) or a choice whose first, empty option means "any". */
export type ListFilter =
  | { name: string; label: string; type?: 'text' | 'search' | 'date'; placeholder?: string; numeric?: boolean }
  | { name: string; label: string; options: readonly (readonly [value: string, label: string])[]; any: string }

export interface ListFilters {
  /** The form's name for assistive technology ("Filter the leads"). */
  label: string
  fields: readonly ListFilter[]
  /** The button's words: Filter, or Find for a search by name. */
  submit?: string
  /** A link back to the whole list. */
  clear?: boolean
}

/**
 * The filters as a GET form: it works without JavaScript, the address holds the filters (so a
 * filtered list can be shared and the pager keeps them), and each control shows its current value.
 */
export function ListFilterForm({ filters, values }: { filters: ListFilters; values: Readonly<Record<string, string>> }) {
  const { pathname } = useLocation()
  return (
    <Form method="get" className="filter-form" aria-label={filters.label}>
      {filters.fields.map((field) => (
        <label key={field.name}>
          {field.label}{' '}
          {'options' in field ? (
            <select name={field.name} defaultValue={values[field.name] ?? ''}>
              <option value="">{field.any}</option>
              {field.options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          ) : (
            <input type={field.type ?? 'text'} name={field.name} defaultValue={values[field.name] ?? ''} placeholder={field.placeholder} inputMode={field.numeric ? 'numeric' : undefined} />
          )}
        </label>
      ))}
      <button type="submit" className="button button--small">
        {filters.submit ?? 'Filter'}
      </button>
      {filters.clear ? (
        <>
          {' '}
          <Link to={pathname}>Clear</Link>
        </>
      ) : null}
    </Form>
  )
}

/** A list of dated rows from one day to another (both whole days, in UTC). */
export const DATE_RANGE: readonly ListFilter[] = [
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
]

/** The search of a list of people (leads, orders). */
export const PEOPLE_SEARCH: ListFilter = { name: 'q', label: 'Search', type: 'search', placeholder: 'name, email, company' }
