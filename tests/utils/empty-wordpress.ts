/**
 * A WordPress with the same types but nothing published yet, as a test app's `contentFetch`:
 * every list is empty (its totals 0); options, the daily video and single items are not there.
 */
export async function emptyWordPress(request: Request) {
  const url = new URL(request.url)
  if (/options|daily_video|\/\d+$/.test(url.pathname)) return new Response('{"code":"rest_no_route"}', { status: 404 })
  return new Response('[]', { headers: { 'Content-Type': 'application/json', 'X-WP-Total': '0', 'X-WP-TotalPages': '0' } })
}
