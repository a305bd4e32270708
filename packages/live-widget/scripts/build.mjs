// Builds the standalone embed script dist/embed.js (its UI runtime included, see embed-options.mjs) and,
// for reference, the lazy loader the site uses (with the site's React).
import { build } from 'esbuild'
import { browserBuild, embedOptions } from './embed-options.mjs'
import { gzipSync } from 'node:zlib'
import { readFileSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist')
rmSync(dist, { recursive: true, force: true })
mkdirSync(dist, { recursive: true })

await build({ ...embedOptions(root), outfile: join(dist, 'embed.js') })

// The lazy loader on its own (ESM with code splitting), to measure what a page pays before the widget is near.
await build({
  ...browserBuild,
  entryPoints: { lazy: join(root, 'src/embed/lazy.ts') },
  outdir: join(dist, 'esm'),
  format: 'esm',
  splitting: true,
  platform: 'browser',
})

for (const file of ['embed.js', 'esm/lazy.js']) {
  const buf = readFileSync(join(dist, file))
  console.log(`${file}: ${(buf.length / 1024).toFixed(1)} KiB, gzip ${(gzipSync(buf).length / 1024).toFixed(1)} KiB`)
}
