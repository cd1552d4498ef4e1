/** A mail as the mailer takes it, and as a lead keeps it to be sent again (db/schema/leads.ts). */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra header fields, such as List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>
  /** An iCalendar invitation attached as text/calendar. */
  icalEvent?: { filename: string; content: string }
}
