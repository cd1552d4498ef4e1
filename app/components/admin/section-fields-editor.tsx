import { partsOf, shownValue, SECTION_FIELDS, SPONSOR_PICKS, sponsorPicker, type SectionType, type SponsorChoice, type ValueField } from '#lib/section-fields.ts'
import { fieldMessages } from '../forms/field-messages.tsx'
import { RowsCards } from './rows-cards.tsx'

interface Props {
  type: SectionType
  /** The stored fields, or what the editor sent when a save was refused (nothing typed is lost). */
  values: Record<string, unknown>
  errors?: Record<string, string>
  /** The sponsor companies the item's sponsor is picked from (decision 067). */
  sponsors: readonly SponsorChoice[]
}

/** A section item's own fields (a webinar's time and speakers and its registration form, an issue's contents...). */
export function SectionFieldsEditor({ type, values, errors = {}, sponsors }: Props) {
  const { error, invalid } = fieldMessages(errors)
  const input = (field: ValueField, name: string, value: unknown) => {
    const hintId = field.hint ? `${name}-hint` : undefined
    const common = { id: name, name, ...invalid(name, hintId) }
    const control =
      field.kind === 'file' ? (
        <>
          {value ? (
            <p className="field__hint">Now: {field.gated ? <code>{String(value).split('/').pop()}</code> : <a href={String(value)}>{String(value).split('/').pop()}</a>}</p>
          ) : (
            <p className="field__hint">No file yet.</p>
          )}
          <input type="file" {...common} accept="application/pdf,.pdf" />
        </>
      ) : field.kind === 'checkbox' ? (
        <input type="checkbox" {...common} defaultChecked={value === true} />
      ) : field.kind === 'textarea' ? (
        <textarea {...common} rows={4} defaultValue={shownValue(field, value)} required={field.required} />
      ) : field.kind === 'select' ? (
        <select {...common} defaultValue={shownValue(field, value)} required={field.required}>
          {field.required ? null : <option value="">—</option>}
          {[...new Set([...(field.options ?? []), ...(value && !field.options?.includes(String(value)) ? [String(value)] : [])])].map((option) => (
            <option key={option} value={option}>
              {field.optionLabels?.[option] ?? option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind === 'date' || field.kind === 'time' || field.kind === 'number' ? field.kind : 'text'}
          inputMode={field.kind === 'address' ? 'url' : undefined}
          defaultValue={shownValue(field, value)}
          required={field.required}
        />
      )
    // Keyed by the field's own name, not its form name: a moved card's inputs keep what was typed in them.
    return (
      <div className={field.kind === 'checkbox' ? 'field field--checkbox' : 'field'} key={field.name}>
        {field.kind === 'checkbox' ? (
          <label htmlFor={name}>
            {control} {field.label}
          </label>
        ) : (
          <label htmlFor={name}>
            {field.label}
            {field.required ? ' *' : ''}
          </label>
        )}
        {field.hint ? (
          <p className="field__hint" id={hintId}>
            {field.hint}
          </p>
        ) : null}
        {field.kind === 'checkbox' ? null : control}
        {error(name)}
      </div>
    )
  }

  return (
    <>
      {SECTION_FIELDS[type].map((defined) => {
        const field = SPONSOR_PICKS[type] === defined.name && (defined.kind === 'group' || defined.kind === 'rows') ? sponsorPicker(defined, sponsors) : defined
        const name = `f.${field.name}`
        if (field.kind === 'group') {
          const parts = partsOf(values[field.name])
          return (
            <fieldset key={name} className="field-group">
              <legend>{field.label}</legend>
              {field.parts.map((part) => input(part, `${name}.${part.name}`, parts[part.name]))}
            </fieldset>
          )
        }
        if (field.kind === 'rows') {
          const hintId = field.hint ? `${name}-hint` : undefined
          return (
            <fieldset key={name} className="field-group">
              <legend>{field.label}</legend>
              {field.hint ? (
                <p className="field__hint" id={hintId}>
                  {field.hint}
                </p>
              ) : null}
              {error(name)}
              <RowsCards key={name} field={field} name={name} value={values[field.name]} control={input} />
            </fieldset>
          )
        }
        return input(field, name, values[field.name])
      })}
    </>
  )
}
