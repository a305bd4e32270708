import fs from 'node:fs/promises'
import path from 'node:path'
import { repoRoot } from '../../../lib/paths'

export const dynamic = 'force-dynamic'

/**
 * GET /live-widget/embed.js: the live widget's standalone embed script (built by the launcher with
 * the site: packages/live-widget/dist/embed.js). Any website shows the widget with
 *   <div data-place="widget-live-match" data-lang="en"></div>
 *   <script src="https://SITE/live-widget/embed.js" data-host="wss://GATEWAY" defer></script>
 */
export async function GET() {
  const file = path.join(/*turbopackIgnore: true*/ repoRoot(), 'packages', 'live-widget', 'dist', 'embed.js')
  let body: Buffer
  try {
    body = await fs.readFile(/*turbopackIgnore: true*/ file)
  } catch {
    return new Response('/* live widget not built: run `npm run build -w @travel/live-widget` */\n', {
      status: 404,
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Access-Control-Allow-Origin': '*',
    },
  })
}
