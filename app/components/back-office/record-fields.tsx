/** A record's fields as a back-office screen shows them: each name with its value, or `blank` for an empty one when given. */
export function RecordFields({ fields, blank }: { fields: string[][]; blank?: string }) {
  return (
    <dl className="admin-fields">
      {fields.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{blank === undefined ? value : value || blank}</dd>
        </div>
      ))}
    </dl>
  )
}
