// Builds the standalone embed script dist/embed.js (React included) and, for reference, the lazy loader.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

const common = {
  bundle: true,
  minify: true,
  sourcemap: false,
  target: ['es2020'],
  jsx: 'automatic',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: [join(root, 'src/embed/standalone.tsx')],
  outfile: join(dist, 'embed.js'),
  format: 'iife',
  globalName: 'LiveWidget',
  platform: 'browser',
});

// The lazy loader on its own (ESM with code splitting), to measure what a page pays before the widget is near.
await build({
  ...common,
  entryPoints: { lazy: join(root, 'src/embed/lazy.ts') },
  outdir: join(dist, 'esm'),
  format: 'esm',
  splitting: true,
  platform: 'browser',
});

for (const file of ['embed.js', 'esm/lazy.js']) {
  const buf = readFileSync(join(dist, file));
  console.log(`${file}: ${(buf.length / 1024).toFixed(1)} KiB, gzip ${(gzipSync(buf).length / 1024).toFixed(1)} KiB`);
}
