/** WordPress collection parameters, validated the way WordPress validates them. */
export interface Problem {
  code: string
  message: string
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; problems: Record<string, Problem> }

export interface PageParams {
  perPage: number
  page: number
  slug?: string
}

function integerParam(raw: string | undefined, name: string, min: number, max: number | null, fallback: number) {
  if (raw === undefined || raw === '') return { value: fallback }
  const value = Number(raw)
  if (!/^-?\d+$/.test(raw.trim())) return { problem: { code: 'rest_invalid_type', message: `${name} is not of type integer.` } }
  if (value < min || (max !== null && value > max)) {
    const range = max === null ? `greater than or equal to ${min}` : `between ${min} (inclusive) and ${max} (inclusive)`
    return { problem: { code: 'rest_out_of_bounds', message: `${name} must be ${range}` } }
  }
  return { value }
}

export function parsePageParams(query: Record<string, string | undefined>): ParseResult<PageParams> {
  const problems: Record<string, Problem> = {}
  const perPage = integerParam(query.per_page, 'per_page', 1, 100, 10)
  const page = integerParam(query.page, 'page', 1, null, 1)
  if (perPage.problem) problems.per_page = perPage.problem
  if (page.problem) problems.page = page.problem
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  const slug = query.slug?.trim() || undefined
  return { ok: true, value: { perPage: perPage.value!, page: page.value!, slug } }
}
