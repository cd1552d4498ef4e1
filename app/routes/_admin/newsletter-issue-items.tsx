import { Form } from 'react-router'
import type { IssueScreen } from './newsletter-issue.server.ts'

/** The issue's items in order, each with plain forms to move it up or down or remove it (no JavaScript needed). */
export function IssueItems({ items, editable, busy }: { items: IssueScreen['items']; editable: boolean; busy: boolean }) {
  if (!items.length) return <p className="notice">No items yet: add some below.</p>
  return (
    <ol className="issue-items">
      {items.map((item, index) => {
        const position = index + 1
        return (
          <li key={`${item.type}:${item.id}`}>
            <span>{item.label}: </span>
            {item.url ? <a href={item.url}>{item.title}</a> : <span>{item.title}</span>}
            {index === 0 ? <strong> (leads)</strong> : null}
            {editable ? (
              <Form method="post" className="inline-form">
                <input type="hidden" name="position" value={position} />
                <button type="submit" name="intent" value="up" className="button button--small" disabled={busy || index === 0}>
                  Up<span className="visually-hidden">: {item.title}</span>
                </button>
                <button type="submit" name="intent" value="down" className="button button--small" disabled={busy || index === items.length - 1}>
                  Down<span className="visually-hidden">: {item.title}</span>
                </button>
                <button type="submit" name="intent" value="remove" className="button button--small" disabled={busy}>
                  Remove<span className="visually-hidden"> {item.title}</span>
                </button>
              </Form>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}

/** A GET search on the same page; each result has its own Add button. */
export function IssueItemSearch({ query, found, busy }: { query: string; found: IssueScreen['found']; busy: boolean }) {
  return (
    <>
      <Form method="get" className="inline-form" role="search">
        <label htmlFor="item-search">Find content to add</label> <input id="item-search" type="search" name="q" defaultValue={query} maxLength={200} />{' '}
        <button type="submit" className="button button--small">
          Search
        </button>
      </Form>
      {query && !found.length ? <p className="notice">Nothing found for “{query}”.</p> : null}
      {found.length ? (
        <ul className="issue-search-results">
          {found.map((item) => (
            <li key={`${item.type}:${item.id}`}>
              {item.label}: <a href={item.path}>{item.title}</a>{' '}
              {item.added ? (
                <em>in the issue</em>
              ) : (
                <Form method="post" className="inline-form">
                  <input type="hidden" name="type" value={item.type} />
                  <input type="hidden" name="id" value={item.id} />
                  <button type="submit" name="intent" value="add" className="button button--small" disabled={busy}>
                    Add<span className="visually-hidden"> {item.title}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
