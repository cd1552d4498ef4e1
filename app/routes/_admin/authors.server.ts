import { storableIdOf } from '#lib/validation/ranges.ts'
import type { AuthorInput } from '#server/load-context.ts'
import { refuseUnstorable } from './posts.server.ts'

/** An author's form; a field the database cannot store is refused (a ServiceError for `refusal`). */
export function authorInputOf(form: FormData): AuthorInput {
  refuseUnstorable(form)
  return {
    name: String(form.get('name') ?? '').slice(0, 500),
    slug: String(form.get('slug') ?? '').slice(0, 500),
    jobTitle: String(form.get('jobTitle') ?? '').slice(0, 1000),
    bio: String(form.get('bio') ?? '').slice(0, 10_000),
    avatarMediaId: storableIdOf(String(form.get('avatarMediaId') ?? '')),
  }
}
