import type { Endpoint } from 'payload'

const ABBR = /^[A-Z0-9]{1,5}$/
const COLOURS = ['#111936', '#30365B', '#1B883F', '#D70C17', '#6A7B8B', '#212B36', '#8A5A00', '#0B5CAD']

/** The generated badge of a team without a logo: a round SVG with its abbreviation. */
export function badgeSvg(abbr: string): string {
  let h = 0
  for (const ch of abbr) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  const bg = COLOURS[h % COLOURS.length]
  const size = abbr.length > 3 ? 13 : 16
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" role="img" aria-label="${abbr}"><circle cx="20" cy="20" r="20" fill="${bg}"/><text x="20" y="25.5" text-anchor="middle" font-family="Roboto,Arial,sans-serif" font-size="${size}" font-weight="700" fill="#F9FAFB">${abbr}</text></svg>`
}

export const badgePath = (abbr: string): string => `/api/football/badge/${encodeURIComponent(abbr)}`

/** GET /api/football/badge/:abbr: the generated team badge (SVG). */
export const badgeEndpoint: Endpoint = {
  path: '/football/badge/:abbr',
  method: 'get',
  handler: async (req) => {
    const abbr = String(req.routeParams?.abbr ?? '').toUpperCase()
    if (!ABBR.test(abbr))
      return Response.json({ errors: [{ message: 'abbr must be 1 to 5 letters or digits' }] }, { status: 400 })
    return new Response(badgeSvg(abbr), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
}
