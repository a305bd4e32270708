// The start-up stall (a process that stopped or exited 13 at start, about one in four on Node 20): a V8
// top-level-await bug (scripts/lib/node-versions.mjs), reproduced here without dependencies, and the two
// defences: the project runs on a Node.js without the bug, and no program it starts has a module with a
// top-level await below its entry (what triggered the bug here: Lexical's *.node.mjs files).
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleProgram, conditionFlags, PROGRAMS } from '../lib/bundle.mjs'
import { root } from '../lib/env.mjs'
import { FIRST_SAFE_MAJOR, majorOf, nodeBinDir, OTHER_LINES, RUNTIME } from '../lib/node-versions.mjs'

const repro = path.join(root, 'scripts/tests/fixtures/tla-skip/main.mjs')
const ranWith = (node) => execFileSync(node, [repro], { encoding: 'utf8', timeout: 30_000 }).trim()
const nodeOf = (version) => path.join(nodeBinDir(version), 'node')
/** A Node.js line with the bug, fetched like the others: the reproduction must show it there. */
const AFFECTED = '22.23.5'

describe('the V8 top-level-await bug', () => {
  it('skips a waiting module on an affected Node.js (the reproduction reproduces)', () => {
    expect(majorOf(AFFECTED)).toBeLessThan(FIRST_SAFE_MAJOR)
    for (let i = 0; i < 3; i++) expect(['w', 'x']).toContain(ranWith(nodeOf(AFFECTED)))
  })

  it('runs every module on the Node.js the project runs on, and on the other supported lines', () => {
    for (const version of [RUNTIME, ...OTHER_LINES]) {
      expect(majorOf(version)).toBeGreaterThanOrEqual(FIRST_SAFE_MAJOR)
      for (let i = 0; i < 3; i++) expect(ranWith(nodeOf(version)), `Node ${version}`).toBe('w,x')
    }
  })

  it('npm test itself runs on the project’s Node.js', () => {
    expect(majorOf(process.versions.node)).toBeGreaterThanOrEqual(FIRST_SAFE_MAJOR)
    expect(ranWith(process.execPath)).toBe('w,x')
  })
})

/** The modules with a top-level await in the static graphs of `files`, under `flags`. */
function awaitingModules(files, flags) {
  const out = execFileSync(
    process.execPath,
    ['--experimental-import-meta-resolve', ...flags, path.join(root, 'scripts/lib/tla-graph.mjs'), ...files],
    { encoding: 'utf8', cwd: root, timeout: 170_000, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  return JSON.parse(out)
}

describe('guard: no program the project starts has a top-level await below its entry', () => {
  it('under each program’s conditions, only the entries themselves await at the top level', async () => {
    const byFlags = new Map()
    for (const name of Object.keys(PROGRAMS)) {
      const key = conditionFlags(name).join(' ')
      byFlags.set(key, [...(byFlags.get(key) ?? []), await bundleProgram(name)])
    }
    for (const [key, files] of byFlags) {
      const graph = awaitingModules(files, key ? key.split(' ') : [])
      expect(graph.esm, `programs started with "${key}"`).toBeGreaterThan(files.length)
      expect(
        graph.withTopLevelAwait.filter((f) => !files.includes(f)),
        `programs started with "${key}"`,
      ).toEqual([])
    }
  })

  it('finds the trigger when a Payload program is walked without its conditions (the guard can fail)', async () => {
    const migrate = await bundleProgram('migrate')
    const found = awaitingModules([migrate], []).withTopLevelAwait
    expect(found.some((f) => /node_modules\/(@lexical|lexical)\/.*\.node\.mjs$/.test(f))).toBe(true)
  })
})
