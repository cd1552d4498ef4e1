import { data, type AppLoadContext } from 'react-router'
import { noStore } from './http-responses.server.ts'

/**
 * The answer when a page needs the signed-in user and the session could not be checked (the
 * database is down): the branded 503, never "signed out", with any form just sent given back.
 */
export function sessionUnavailable(context: AppLoadContext) {
  return data({ unsaved: context.unsavedForm }, { status: 503, headers: noStore })
}
