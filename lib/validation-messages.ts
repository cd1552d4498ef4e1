/** The shared messages of spec §5, word for word. */
export const MESSAGES = {
  required: 'Required',
  email: 'Invalid email',
  exactLength: (n: number) => `Must be ${n} character${n === 1 ? '' : 's'}`,
  maxLength: (n: number) => `Must be less than ${n} characters`,
  cardNumber: 'Invalid credit card number',
  zipcode: 'Invalid zipcode',
  /** Ours, not the spec's: a NUL or similar character that no field can hold. */
  invalidCharacters: 'Contains a character that is not allowed',
} as const
