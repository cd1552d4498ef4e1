/**
 * A route module's `handle`: the query parameters its loader or page reads. A page that reads one
 * without declaring it is cached and rendered without it (docs/decisions/018-request-safety.md).
 */
export interface QueryHandle {
  readsQuery: readonly string[]
}
