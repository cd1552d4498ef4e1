/** A form's text values by name (a name sent several times, like ticked boxes, has each); files are left out. */
export type FormValues = Record<string, string[]>

export function valuesOf(data: FormData, leaveOut: readonly string[] = []): FormValues {
  const values: FormValues = {}
  for (const [name, value] of data) if (typeof value === 'string' && !leaveOut.includes(name)) (values[name] ??= []).push(value)
  return values
}

export const formValues = (form: HTMLFormElement): FormValues => valuesOf(new FormData(form))
