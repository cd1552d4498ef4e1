import type { ReactNode } from 'react'

interface CheckboxesProps<T> {
  /** The field's name: the form sends it once for every box ticked. */
  name: string
  items: readonly T[]
  /** What a ticked box sends; also its React key, so unique within the list. */
  value: (item: T) => string | number
  label: (item: T) => ReactNode
  ticked: (item: T) => boolean
}

/** One checkbox an item, each inside its label, for a fieldset of choices. */
export function Checkboxes<T>({ name, items, value, label, ticked }: CheckboxesProps<T>) {
  return items.map((item) => (
    <label key={value(item)}>
      <input type="checkbox" name={name} value={value(item)} defaultChecked={ticked(item)} /> {label(item)}
    </label>
  ))
}
