import { data, type AppLoadContext } from 'react-router'
import { ISO_WEEKDAYS } from '#lib/newsletter-schedule.ts'
import { SITE_TIME_ZONE } from '#lib/site-paths.ts'
import { clockText, dateText } from '#lib/time-format.ts'
import { wallClockAt } from '#lib/zoned-time.ts'
import { refusedPage } from '../back-office-form.server.ts'

export type Newsletter = NonNullable<Awaited<ReturnType<AppLoadContext['newsletterIssues']['records']['newsletter']>>>

/** An id from the address: digits an id column can hold, else the 404 (no query is made). */
export function issueIdOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647 || Number(raw) < 1) throw data({ message: 'No such issue' }, { status: 404 })
  return Number(raw)
}

export async function newsletterOf(context: AppLoadContext, slug: string | undefined): Promise<Newsletter> {
  const found = slug ? await context.newsletterIssues.records.newsletter(slug) : null
  if (!found) throw data({ message: 'No such newsletter' }, { status: 404 })
  return found
}

export async function issueOf(context: AppLoadContext, params: { slug?: string; id?: string }) {
  return context.newsletterIssues.records.issueOf(params.slug ?? '', issueIdOf(params.id)).catch(refusedPage)
}

/** "Friday, November 27, 2026, 6:30 a.m. ET" */
export function siteTimeText(at: Date | null): string {
  if (!at) return ''
  const { date, time } = wallClockAt(at, SITE_TIME_ZONE)
  return `${dateText(date)}, ${clockText(time)} ET`
}

/** "Weekdays at 6:30 a.m. ET", "Fridays at 7:00 a.m. ET" */
export function scheduleText(newsletter: Pick<Newsletter, 'weekdays' | 'sendTime'>): string {
  const days = newsletter.weekdays.join() === '1,2,3,4,5' ? 'Weekdays' : newsletter.weekdays.map((day) => `${ISO_WEEKDAYS.find((one) => one.day === day)?.label}s`).join(', ')
  return `${days || 'Never'} at ${clockText(newsletter.sendTime)} ET`
}
