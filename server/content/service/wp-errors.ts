import type { Context } from 'hono'

export interface WpError {
  code: string
  message: string
  data: { status: number; params?: Record<string, string>; details?: Record<string, unknown> }
}

export function wpError(c: Context, status: 400 | 401 | 403 | 404 | 503, code: string, message: string, extra = {}) {
  const body: WpError = { code, message, data: { status, ...extra } }
  return c.json(body, status)
}

export function wpInvalidParams(c: Context, problems: Record<string, { code: string; message: string; data?: Record<string, unknown> }>) {
  const names = Object.keys(problems)
  return wpError(c, 400, 'rest_invalid_param', `Invalid parameter(s): ${names.join(', ')}`, {
    params: Object.fromEntries(names.map((name) => [name, problems[name]!.message])),
    details: Object.fromEntries(names.map((name) => [name, { code: problems[name]!.code, message: problems[name]!.message, data: problems[name]!.data ?? null }])),
  })
}
