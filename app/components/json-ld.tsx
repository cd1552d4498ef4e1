import { useNonce } from '../utils/nonce.tsx'

/** JSON inside <script> must not be able to close the tag or start a comment. */
function serialize(data: Record<string, unknown>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * Structured data for search engines. Rendered here rather than through the route's `meta`
 * because React Router's <Meta> cannot give the block the request's CSP nonce, and every script
 * element of a page carries it (a data block is never run, but no script tag is an exception).
 * The browser hides nonces after parsing, hence no hydration warning for the empty client value.
 */
export function JsonLd({ items }: { items: Record<string, unknown>[] }) {
  const nonce = useNonce()
  return (
    <>
      {items.map((item, index) => (
        <script key={index} type="application/ld+json" nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serialize(item) }} />
      ))}
    </>
  )
}
