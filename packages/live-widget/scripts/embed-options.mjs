// esbuild options of the standalone embed script (dist/embed.js), shared by scripts/build.mjs and the
// bundle tests, so that what is tested is what is shipped.
//
// The embed script runs on other people's pages and must bring its own UI runtime. It is built with
// Preact's React-compatible layer instead of React: the widget uses only hooks and createRoot, which
// preact/compat provides, and the script is about half the size (React DOM alone was 213 KB of the
// 371 KB minified). The site itself renders the widget with its own React (src/embed/lazy.ts).
import { join } from 'node:path'

export const PREACT_ALIAS = {
  react: 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
}

/** What every browser build of the package shares (the embed script, the lazy loader). */
export const browserBuild = {
  bundle: true,
  minify: true,
  sourcemap: false,
  target: ['es2020'],
  jsx: 'automatic',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
}

/** @param {string} pkg the package folder */
export const embedOptions = (pkg) => ({
  ...browserBuild,
  entryPoints: [join(pkg, 'src/embed/standalone.tsx')],
  format: 'iife',
  globalName: 'LiveWidget',
  platform: 'browser',
  alias: PREACT_ALIAS,
})
