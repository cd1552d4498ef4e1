/** A topic's fields, with the messages of a refused save beside them; `topic` fills them in to change one. */
export function TopicFields({ result, topic }: { result: { error: string | null; fields: Record<string, string> } | undefined; topic?: { name: string; slug: string; description: string } }) {
  const fields = result?.fields ?? {}
  const described = (name: string, hint?: string) => ({
    'aria-invalid': fields[name] ? (true as const) : undefined,
    'aria-describedby': [hint, fields[name] ? `${name}-error` : ''].filter(Boolean).join(' ') || undefined,
  })
  const error = (name: string) =>
    fields[name] ? (
      <p className="field__error" id={`${name}-error`}>
        {fields[name]}
      </p>
    ) : null
  return (
    <>
      {result?.error ? (
        <div className="form-errors" role="alert">
          <p>{result.error}</p>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="name">Name *</label>
        <input id="name" name="name" defaultValue={topic?.name} required maxLength={100} {...described('name')} />
        {error('name')}
      </div>
      <div className="field">
        <label htmlFor="slug">Address (slug)</label>
        <p className="field__hint" id="slug-hint">
          Empty: made from the name. Changing it moves the topic’s page.
        </p>
        <input id="slug" name="slug" defaultValue={topic?.slug} maxLength={100} {...described('slug', 'slug-hint')} />
        {error('slug')}
      </div>
      <div className="field">
        <label htmlFor="description">Description</label>
        <textarea id="description" name="description" defaultValue={topic?.description} rows={3} maxLength={1000} {...described('description')} />
        {error('description')}
      </div>
    </>
  )
}
