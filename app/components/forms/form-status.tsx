/** The form-level message (errors that belong to no one field), read out when it appears. */
export function FormErrors({ errors, id }: { errors?: string[]; id: string }) {
  if (!errors?.length) return null
  return (
    <div className="form-errors" id={id} role="alert">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  )
}

export function FormNotice({ children }: { children: React.ReactNode }) {
  return (
    <p className="notice" role="status">
      {children}
    </p>
  )
}
