/** The thrown `data(null, { status: 503 })` of `withContent`, as React Router builds it (its class is not exported). */
const isUnavailable = (thrown: unknown) =>
  typeof thrown === 'object' && thrown !== null && (thrown as { type?: unknown }).type === 'DataWithResponseInit' && (thrown as { init?: { status?: number } | null }).init?.status === 503

/**
 * A resource route (feed, sitemap, ads.txt) has no page to render its error: React Router would
 * answer a 503 with the body `null`. This answers a short text saying what happened instead; the
 * server adds Retry-After to every 503.
 */
export function answerUnavailable<A>(what: string, loader: (args: A) => Promise<Response>) {
  return async (args: A): Promise<Response> => {
    try {
      return await loader(args)
    } catch (thrown) {
      if (!isUnavailable(thrown)) throw thrown
      return new Response(`${what} is briefly unavailable. Please try again in a minute.\n`, {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
      })
    }
  }
}
