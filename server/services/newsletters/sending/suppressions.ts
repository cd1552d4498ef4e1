/** What the sender needs of the suppression service (server/services/newsletters/feedback/suppressions.ts). */
export interface Suppressions {
  suppress(email: string, reason: 'bounce' | 'complaint', source: string, detail: string): Promise<void>
}
