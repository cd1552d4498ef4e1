import type { Logger } from 'pino'
import { data } from 'react-router'
import type { UnsavedForm } from '#lib/unsaved-form.ts'
import { isDatabaseUnavailable } from './errors.ts'

/**
 * The services as pages see them: a call that fails because the database is down or frozen
 * throws React Router's 503 answer, so a page form shows the branded "right back" page with
 * Retry-After instead of a 500 (the API maps the same errors to 503 db_unavailable). A form
 * being saved comes back on that page (`unsaved`), so nothing typed is lost.
 */
export function forPages<T extends object>(services: T, log: Logger, unsaved: () => Promise<UnsavedForm | null> = async () => null): T {
  const wrapped = new WeakMap<object, unknown>()
  const wrap = (target: object): unknown => {
    if (!wrapped.has(target)) {
      wrapped.set(
        target,
        new Proxy(target, {
          get(service, name, receiver) {
            const value = Reflect.get(service, name, receiver)
            if (typeof value !== 'function') return value
            return function (this: unknown, ...args: unknown[]) {
              try {
                const result = value.apply(this === receiver ? service : this, args)
                return result instanceof Promise ? result.catch(rethrowWithForm) : result
              } catch (error) {
                return rethrow(error, null)
              }
            }
          },
        }),
      )
    }
    return wrapped.get(target)
  }
  const rethrow = (error: unknown, form: UnsavedForm | null): never => {
    if (!isDatabaseUnavailable(error)) throw error
    log.error({ event: 'db.unavailable', err: error }, 'database unavailable')
    throw data(form ? { unsaved: form } : null, { status: 503 })
  }
  const rethrowWithForm = async (error: unknown): Promise<never> => rethrow(error, isDatabaseUnavailable(error) ? await unsaved() : null)
  return Object.fromEntries(Object.entries(services).map(([name, service]) => [name, service && typeof service === 'object' ? wrap(service) : service])) as T
}
