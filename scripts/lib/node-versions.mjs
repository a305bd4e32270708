// The Node.js the project runs on, installed by the project itself from the npm registry (the
// `node-<platform>-<arch>` packages that the `node` package installs from), whatever `node` is on PATH.
// RUNTIME is a maintained LTS line: Node 20 and 22 carry a V8 top-level-await bug (an importer waiting
// on a module that another graph also waits on can be skipped, so a process stops or exits 13 at start;
// tests/int/tla-skip.test.ts reproduces it) that is gone from V8 12.9, Node 23 on. OTHER_LINES run the
// unit suites too, so nothing comes to depend on one line's quirks.
// Binaries are kept outside node_modules (which `npm ci` wipes), in ~/.cache/travel-site/node, one
// folder per exact version: a second run, or CI on the same machine, downloads nothing.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const RUNTIME = '24.22.3'
export const OTHER_LINES = ['26.12.1']
/** The first major without the V8 top-level-await bug. */
export const FIRST_SAFE_MAJOR = 23

export const majorOf = (version) => Number(String(version).replace(/^v/, '').split('.')[0])

export function cacheRoot(env = process.env) {
  if (env.TRAVEL_NODE_CACHE) return env.TRAVEL_NODE_CACHE
  const base = env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache')
  return path.join(base, 'travel-site', 'node')
}

/** The bin folder of Node.js `version` (exact, e.g. 24.22.3) for this machine, fetched once. */
export function nodeBinDir(version, { say = (m) => console.error(m), env = process.env } = {}) {
  const dir = path.join(cacheRoot(env), `${version}-${process.platform}-${process.arch}`)
  const bin = path.join(dir, 'package', 'bin')
  if (fs.existsSync(path.join(bin, 'node'))) return bin
  const pkg = `node-${process.platform}-${process.arch}@${version}`
  say(`Fetching Node.js ${version} (${pkg}) from the npm registry into ${dir} ...`)
  // Unpacked beside, then renamed: two processes fetching at once never see a half-unpacked binary.
  const tmp = `${dir}.${process.pid}.tmp`
  fs.rmSync(tmp, { recursive: true, force: true })
  fs.mkdirSync(tmp, { recursive: true })
  const packed = spawnSync('npm', ['pack', pkg, '--pack-destination', tmp, '--silent'], { encoding: 'utf8' })
  const file = packed.stdout?.trim().split('\n').pop()
  if (packed.status !== 0 || !file) {
    fs.rmSync(tmp, { recursive: true, force: true })
    throw new Error(
      `could not fetch ${pkg} from the npm registry: ${packed.stderr?.trim() || `npm pack exited ${packed.status}`}`,
    )
  }
  const untar = spawnSync('tar', ['xzf', path.join(tmp, file), '-C', tmp], { stdio: 'inherit' })
  fs.rmSync(path.join(tmp, file), { force: true })
  if (untar.status !== 0 || !fs.existsSync(path.join(tmp, 'package', 'bin', 'node'))) {
    fs.rmSync(tmp, { recursive: true, force: true })
    throw new Error(`could not unpack ${pkg}`)
  }
  try {
    fs.renameSync(tmp, dir)
  } catch (e) {
    fs.rmSync(tmp, { recursive: true, force: true })
    if (!fs.existsSync(path.join(bin, 'node'))) throw e // else another process got there first
  }
  return bin
}

/** PATH with `bin` first, so `node`, `npx` and every child they start run on that Node.js. */
export const pathWith = (bin, env = process.env) => `${bin}${path.delimiter}${env.PATH ?? ''}`
