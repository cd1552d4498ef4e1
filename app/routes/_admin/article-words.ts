/** An article's status as the back office names it. */
export const STATUS_LABELS: Record<string, string> = { draft: 'Draft', publish: 'Published', future: 'Scheduled', trash: 'In the trash' }
