/** A form posted while the session could not be checked: where it went and what it carried. */
export interface UnsavedForm {
  action: string
  fields: [name: string, value: string][]
}

/** Never shown back on a page: a page can sit in the browser's history or on a shared screen. */
const SECRET_FIELD = /pass|secret|token|otp|cvc|cvv|card|^code$/i
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i

/**
 * The text fields of a posted form, to give back on the 503 page so that nothing typed is lost:
 * files and secret fields are left out. Null for anything that is not a form post (or whose
 * body cannot be read again).
 */
export async function readUnsavedForm(request: Request): Promise<UnsavedForm | null> {
  if (request.method !== 'POST' || !FORM_TYPES.test(request.headers.get('Content-Type') ?? '')) return null
  const url = new URL(request.url)
  try {
    const form = await request.clone().formData()
    const fields = [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !SECRET_FIELD.test(entry[0]))
    return { action: `${url.pathname}${url.search}`, fields }
  } catch {
    return null
  }
}
