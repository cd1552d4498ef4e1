/**
 * Countries we post printed issues to, by ISO 3166 code. Without zod: the subscribe page draws its
 * select from it, ./subscription-order.ts checks the answer against it (decision 035).
 */
export const SHIPPING_COUNTRIES = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['AU', 'Australia'],
  ['NZ', 'New Zealand'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['NL', 'Netherlands'],
] as const
