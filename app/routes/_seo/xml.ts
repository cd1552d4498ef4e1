/** Escapes text for XML element content and attribute values. */
export function xml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!)
}

export function xmlResponse(body: string, contentType = 'application/xml; charset=utf-8', maxAge = 300) {
  return new Response(body, {
    headers: { 'Content-Type': contentType, 'Cache-Control': `public, max-age=${maxAge}, s-maxage=${maxAge}, stale-while-revalidate=3600` },
  })
}
