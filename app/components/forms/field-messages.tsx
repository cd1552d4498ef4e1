/**
 * A plain form's field messages from a refused save (`fields`: name → message): the message under
 * the field, and the attributes that tie it to the field (with the field's hint, when it has one).
 */
export function fieldMessages(fields: Record<string, string> = {}) {
  return {
    error: (name: string) =>
      fields[name] ? (
        <p className="field__error" id={`${name}-error`}>
          {fields[name]}
        </p>
      ) : null,
    invalid: (name: string, hintId?: string) => ({
      'aria-invalid': fields[name] ? (true as const) : undefined,
      'aria-describedby': [hintId, fields[name] ? `${name}-error` : ''].filter(Boolean).join(' ') || undefined,
    }),
  }
}
