/** Calendar days in the site's time zone (a setting), as UTC instants. */

/** The offset (ms) of a time zone at an instant: local wall time minus UTC. */
function offsetMs(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at))
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value)
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))
  return wall - Math.floor(at / 1000) * 1000
}

/** Year, month (1-12), day of an instant in a time zone. */
export function ymdIn(timeZone: string, at: number): { y: number; m: number; d: number } {
  const s = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(at),
  )
  const [y, m, d] = s.split('-').map(Number) as [number, number, number]
  return { y, m, d }
}

/** The UTC instant of local midnight of a calendar date in a time zone (DST-safe). */
export function midnightIn(timeZone: string, y: number, m: number, d: number): number {
  const guess = Date.UTC(y, m - 1, d)
  let t = guess - offsetMs(timeZone, guess)
  t = guess - offsetMs(timeZone, t)
  return t
}

/** [start, end) of the day `offsetDays` after the current day in the time zone. */
export function dayRange(timeZone: string, offsetDays: number, now: number = Date.now()): { start: Date; end: Date } {
  const { y, m, d } = ymdIn(timeZone, now)
  const start = midnightIn(timeZone, y, m, d + offsetDays)
  const end = midnightIn(timeZone, y, m, d + offsetDays + 1)
  return { start: new Date(start), end: new Date(end) }
}

export function validTimeZone(tz: unknown, fallback = 'UTC'): string {
  if (typeof tz !== 'string' || tz === '') return fallback
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return tz
  } catch {
    return fallback
  }
}
