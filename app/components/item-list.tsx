import type { Key, ReactNode } from 'react'

interface ItemListProps<T> {
  items: readonly T[]
  /** Each item's React key, unique within the list. */
  itemKey: (item: T) => Key
  className?: string
  children: (item: T) => ReactNode
}

/** Items as a list, one `<li>` each, so a screen reader announces how many there are. */
export function ItemList<T>({ items, itemKey, className, children }: ItemListProps<T>) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </ul>
  )
}
