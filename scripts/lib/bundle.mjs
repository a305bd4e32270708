// The launcher's TypeScript processes (migrate, seed, feed worker, realtime gateway, the one-shot
// commands) are bundled with esbuild into plain ESM by `npm run build`, so that a deployment runs them
// with plain `node` and no TypeScript loader or dev dependency. Our own code is bundled; packages stay
// external and load from node_modules as usual.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { root } from './env.mjs'

/** Bare imports stay external, except our workspaces (TypeScript source) and tsconfig path aliases. */
const BUNDLED = /^(@travel\/|@payload-config$|@\/)/
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.test(args.path) || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
    )
  },
}

/**
 * @param {string} entry  path of the TypeScript entry, relative to the repository root
 * @param {string} tsconfig  path of the tsconfig whose `paths` apply, relative to the root
 * @returns {Promise<string>} the bundled file (next to the workspace, in .build/)
 */
export async function bundle(entry, tsconfig) {
  const workspace = path.join(root, path.dirname(tsconfig))
  const name = path.basename(entry).replace(/\.tsx?$/, '')
  const outdir = path.join(workspace, '.build')
  const tmp = path.join(outdir, `${name}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.mjs`)
  const outfile = path.join(outdir, `${name}.mjs`)
  fs.mkdirSync(outdir, { recursive: true })
  await build({
    entryPoints: [path.join(root, entry)],
    outfile: tmp,
    bundle: true,
    plugins: [externalPackages],
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'inline',
    tsconfig: path.join(root, tsconfig),
    logLevel: 'error',
    // A few dependencies still call require() from ESM.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  })
  fs.renameSync(tmp, outfile) // atomic: a concurrent start never runs a half-written file
  return outfile
}

/** The product's Node processes besides the site's server, bundled by `npm run build` (and by `npm start`). */
export const PROGRAMS = {
  gateway: ['apps/realtime/src/main.ts', 'apps/realtime/tsconfig.json'],
  feed: ['apps/site/src/football/feed/worker.ts', 'apps/site/tsconfig.json'],
  migrate: ['apps/site/src/scripts/migrate.ts', 'apps/site/tsconfig.json'],
  seed: ['apps/site/src/seed/run.ts', 'apps/site/tsconfig.json'],
  'create-admin': ['apps/site/src/scripts/create-admin.ts', 'apps/site/tsconfig.json'],
  'search-rebuild': ['apps/site/src/scripts/search-rebuild.ts', 'apps/site/tsconfig.json'],
}

/**
 * The conditions each program is started with (node --conditions=...). The programs that load Payload
 * take `production`: Lexical's export maps then give its `.prod.mjs` files, which have no top-level
 * await, so the program's static graph keeps one async module, its entry (scripts/tests/tla.test.mjs
 * checks it). See scripts/lib/node-versions.mjs for the V8 bug that many async modules can trigger.
 */
export const PROGRAM_CONDITIONS = {
  gateway: [],
  feed: ['production'],
  migrate: ['production'],
  seed: ['production'],
  'create-admin': ['production'],
  'search-rebuild': ['production'],
}
export const conditionFlags = (name) => (PROGRAM_CONDITIONS[name] ?? []).map((c) => `--conditions=${c}`)

/** Bundles one of PROGRAMS now; resolves to its file. */
export const bundleProgram = (name) => bundle(...PROGRAMS[name])

/** Where `npm run build` left the bundle of one of PROGRAMS (whether or not it is there). */
export function programFile(name) {
  const [entry, tsconfig] = PROGRAMS[name]
  return path.join(root, path.dirname(tsconfig), '.build', `${path.basename(entry).replace(/\.tsx?$/, '')}.mjs`)
}
