import type { ReactNode } from 'react'

interface OptionsProps<T> {
  items: readonly T[]
  /** What the form sends for the item; also its React key, so unique within the list. */
  value: (item: T) => string | number
  label: (item: T) => ReactNode
}

/** The `<option>`s of a select or a datalist, one an item. */
export function Options<T>({ items, value, label }: OptionsProps<T>) {
  return items.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ))
}
