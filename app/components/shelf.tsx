import type { Key, ReactNode } from 'react'
import { ItemList } from './item-list.tsx'

interface ShelfProps<T> {
  /** The heading's id: it names the section for screen readers. */
  id: string
  title: string
  className: string
  headingClassName: string
  listClassName: string
  items: readonly T[]
  itemKey: (item: T) => Key
  /** Said in place of the list when there is nothing on the shelf. */
  emptyText: string
  children: (item: T) => ReactNode
}

/** A titled group of items (the magazine's recent issues, the past events), or a notice when it is empty. */
export function Shelf<T>({ id, title, className, headingClassName, listClassName, items, itemKey, emptyText, children }: ShelfProps<T>) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="notice">{emptyText}</p>
      ) : (
        <ItemList items={items} itemKey={itemKey} className={listClassName}>
          {children}
        </ItemList>
      )}
    </section>
  )
}
