import type { AuthorInput } from '#server/services/newsroom/authors.ts'

export function authorInputOf(form: FormData): AuthorInput {
  const photo = String(form.get('avatarMediaId') ?? '')
  return {
    name: String(form.get('name') ?? '').slice(0, 500),
    slug: String(form.get('slug') ?? '').slice(0, 500),
    jobTitle: String(form.get('jobTitle') ?? '').slice(0, 1000),
    bio: String(form.get('bio') ?? '').slice(0, 10_000),
    avatarMediaId: /^\d{1,9}$/.test(photo) ? Number(photo) : null,
  }
}
