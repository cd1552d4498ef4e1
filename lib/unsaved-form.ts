/** A form posted while the session could not be checked: where it went and what it carried. */
export interface UnsavedForm {
  action: string
  fields: [name: string, value: string][]
}

/** Never shown back on a page: a page can sit in the browser's history or on a shared screen. */
const SECRET_FIELD = /pass|secret|token|otp|cvc|cvv|card|^code$/i
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i

/** A form post (a page's form, not an API call). */
export const isFormPost = (request: Request, types = FORM_TYPES) => request.method === 'POST' && types.test(request.headers.get('Content-Type') ?? '')

/**
 * The text fields of a posted form, to give back on the 503 page so that nothing typed is lost:
 * files and secret fields are left out. `request` is a copy the page does not read (Request.clone).
 * Null for anything that is not a form post, or whose body cannot be read.
 */
export async function readUnsavedForm(request: Request): Promise<UnsavedForm | null> {
  if (!isFormPost(request)) return null
  const url = new URL(request.url)
  try {
    const form = await request.formData()
    const fields = [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !SECRET_FIELD.test(entry[0]))
    return { action: `${url.pathname}${url.search}`, fields }
  } catch {
    return null
  }
}
