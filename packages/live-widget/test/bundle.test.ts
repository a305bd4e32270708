import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const pkg = resolve(__dirname, '..');
const out = mkdtempSync(join(tmpdir(), 'lmw-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('bundles', () => {
  it('the lazy loader entry is tiny and holds no React; the widget is a separate chunk', async () => {
    await build({
      entryPoints: { lazy: join(pkg, 'src/embed/lazy.ts') },
      outdir: out, bundle: true, splitting: true, format: 'esm', minify: true, jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent',
    });
    const entry = readFileSync(join(out, 'lazy.js'));
    expect(gzipSync(entry).length).toBeLessThan(1024);
    expect(entry.toString()).not.toMatch(/react\.transitional|__CLIENT_INTERNALS|createRoot/);
    const chunks = readdirSync(out).filter((f) => f !== 'lazy.js');
    const widget = chunks.map((f) => readFileSync(join(out, f), 'utf8')).join('\n');
    expect(widget).toMatch(/createRoot/);
  });

  it('the standalone embed script is one self-contained IIFE', async () => {
    const result = await build({
      entryPoints: [join(pkg, 'src/embed/standalone.tsx')],
      write: false, bundle: true, format: 'iife', globalName: 'LiveWidget', minify: true, jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent', outfile: join(out, 'embed.js'),
    });
    expect(result.outputFiles).toHaveLength(1);
    const code = result.outputFiles[0]!.text;
    expect(code).toMatch(/^("use strict";)?var LiveWidget=\(\(\)=>\{/);
    expect(code).not.toMatch(/\brequire\(|\bimport\(/);
    expect(code).toContain('widget-live-match');
  }, 20_000);
});
