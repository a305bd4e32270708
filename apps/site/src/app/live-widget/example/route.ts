import { siteUrl } from '../../../lib/preview'

export const dynamic = 'force-dynamic'

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * GET /live-widget/example: a plain HTML page (no Next.js, no React of its own) that shows the live
 * widget the way any other website embeds it: mount points plus one script tag.
 */
export async function GET() {
  const gateway = process.env.REALTIME_PUBLIC_URL || 'ws://localhost:8000'
  const tag = (src: string) => `<script src="${src}/live-widget/embed.js" data-host="${esc(gateway)}" defer></script>`
  const script = tag(siteUrl())
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Live football widget: embed example</title>
<style>body{font-family:Roboto,system-ui,sans-serif;max-width:760px;margin:40px auto;padding:0 16px;color:#212B36}pre{background:#F9FAFB;border:1px solid #E5E8EB;border-radius:8px;padding:12px;overflow:auto;font-size:13px}section{margin:32px 0}</style>
</head>
<body>
<h1>Live football widget: embed example</h1>
<p>Any website shows the live score with a mount point and one script tag. The widget loads when the mount point nears the viewport, connects to the realtime gateway given by <code>data-host</code>, and follows the match live.</p>
<pre>${esc(`<div data-place="widget-live-match" data-lang="en"></div>\n${script}`)}</pre>
<p>Options are data attributes of the mount point: <code>data-lang</code> (en, fr, pt, de, id, it, ko, pl, ru, es, th, tr, uk, vi, nl, ro, ka, hy, az, el, uz), <code>data-host</code>, <code>data-match-slug</code>, <code>data-empty-text</code>, <code>data-debug</code>; or the global object <code>window.liveWidgetSettings</code>. The legacy container <code>&lt;div id="wgWidgetScreen"&gt;</code> works too.</p>
<section aria-label="English widget"><h2>English</h2><div data-place="widget-live-match" data-lang="en"></div></section>
<section aria-label="Portuguese widget"><h2>Português</h2><div data-place="widget-live-match" data-lang="pt"></div></section>
${tag('')}
</body>
</html>
`
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}
