const HOUR_SECONDS = 3600

/**
 * This process's sending pace (as listmonk does): at most `perSecond` mails in each second, and,
 * when `perHour` is above 0, at most `perHour` in any sliding hour (counted per second).
 */
export function createSendRate({ perSecond, perHour, now = Date.now }: { perSecond: number; perHour: number; now?: () => number }) {
  let second = 0
  let inSecond = 0
  /** Mails per second over the last hour, oldest first. */
  const hour: { second: number; count: number }[] = []
  let inHour = 0

  const forget = (current: number) => {
    while (hour.length && hour[0]!.second <= current - HOUR_SECONDS) inHour -= hour.shift()!.count
  }

  return {
    /**
     * When the hour's window is full: the time (ms) it frees a place. Null while a mail may go;
     * a batch then hands its work back to the queue for that time instead of holding a worker.
     */
    hourFullUntil(): number | null {
      if (perHour <= 0) return null
      const current = Math.floor(now() / 1000)
      forget(current)
      return inHour < perHour ? null : (hour[0]!.second + HOUR_SECONDS) * 1000
    },

    /** Waits for this second's share to have room and counts one mail; false (nothing counted) while the hour is full. */
    async take(): Promise<boolean> {
      for (;;) {
        if (this.hourFullUntil() !== null) return false
        const current = Math.floor(now() / 1000)
        if (current !== second) {
          second = current
          inSecond = 0
        }
        if (inSecond < perSecond) break
        await new Promise((resolve) => setTimeout(resolve, (current + 1) * 1000 - now()))
      }
      inSecond++
      if (perHour <= 0) return true
      const last = hour.at(-1)
      if (last?.second === second) last.count++
      else hour.push({ second, count: 1 })
      inHour++
      return true
    },
  }
}
export type SendRate = ReturnType<typeof createSendRate>
