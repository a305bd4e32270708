const pad = (n: number) => String(n).padStart(2, '0')

const toDate = (unixSeconds: number | null | undefined): Date | null =>
  typeof unixSeconds === 'number' && Number.isFinite(unixSeconds) ? new Date(unixSeconds * 1000) : null

/** dd/mm/yyyy in local time, '' without a date. */
export function formatDate(unixSeconds: number | null | undefined): string {
  const d = toDate(unixSeconds)
  return d ? `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}` : ''
}

/** HH:MM (24 h) in local time, '' without a date. */
export function formatTime(unixSeconds: number | null | undefined): string {
  const d = toDate(unixSeconds)
  return d ? `${pad(d.getHours())}:${pad(d.getMinutes())}` : ''
}
