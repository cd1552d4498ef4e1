/**
 * Rows that nearly every answer with `_embed` reads again and that change rarely (authors, their
 * avatars, terms), kept by id in this process: an article page then costs three statements per
 * list of posts instead of six. A purged content change forgets them all (a change to any content
 * reaches every process through the purge bus, decision 026), and none is older than `ttlMs`
 * either, the content client's own freshness. A load that began before a purge answers its own
 * read but is not kept, so it cannot put an old row back.
 */
export interface SharedRows<Row> {
  byIds(ids: number[]): Promise<Row[]>
  forget(): void
}

export function createSharedRows<Row extends { id: number }>(
  load: (ids: number[]) => Promise<Row[]>,
  { maxEntries, ttlMs, now = Date.now }: { maxEntries: number; ttlMs: number; now?: () => number },
): SharedRows<Row> {
  const kept = new Map<number, { row: Row; until: number }>()
  let generation = 0

  const fresh = (id: number) => {
    const entry = kept.get(id)
    if (entry && entry.until > now()) return entry.row
    kept.delete(id)
    return undefined
  }

  return {
    async byIds(ids) {
      const found: Row[] = []
      const missing: number[] = []
      for (const id of ids) {
        const row = fresh(id)
        if (row) found.push(row)
        else missing.push(id)
      }
      if (missing.length === 0) return found
      const started = generation
      const loaded = await load(missing)
      if (started === generation) {
        for (const row of loaded) kept.set(row.id, { row, until: now() + ttlMs })
        while (kept.size > maxEntries) kept.delete(kept.keys().next().value as number)
      }
      return [...found, ...loaded]
    },
    forget() {
      generation++
      kept.clear()
    },
  }
}
