/**
 * A moment as the back office's lists show it: UTC to the minute, "2026-11-27 05:30". Apart from
 * lib/time-format.ts, whose chunk every reading page loads: only back-office screens need it.
 */
export const utcMinute = (date: Date | string) => new Date(date).toISOString().slice(0, 16).replace('T', ' ')
