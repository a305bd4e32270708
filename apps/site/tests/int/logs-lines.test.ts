// Issue 27, item 15: the launcher's logs are one event a line, at the event's level. An error a process
// prints with its stack (Next.js's console.error, Node's own report of an uncaught error) is one JSON line
// at level error with the stack inside, not one warn line per stack frame; a process starts without a
// standing warning.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../src/lib/paths'

type Line = { level: number; proc?: string; msg?: string; err?: { stack?: string; message?: string } }

/** Runs `code` (an ES module) in a fresh Node.js process; resolves to its stdout's lines, each parsed as JSON. */
function launcher(code: string, env: Record<string, string | undefined> = {}): Promise<Line[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
      cwd: repoRoot(),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (err += d))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`exit ${code}: ${err}${out}`))
      const lines = out.split('\n').filter((l) => l.trim() !== '')
      resolve(
        lines.map((l) => {
          try {
            return JSON.parse(l) as Line
          } catch {
            throw new Error(`not one JSON object: ${l}`)
          }
        }),
      )
    })
  })
}

const PROC = JSON.stringify(path.join(repoRoot(), 'scripts', 'lib', 'proc.mjs'))

describe('launcher logs', () => {
  it("an error a child prints with its stack is one JSON line at level error, the stack inside; a child's plain note stays one line", async () => {
    // The child writes what Next.js writes for a failed render, then a note, then dies of an uncaught error.
    const child = [
      "function esc(s) { return s.replace(/&/g, '&amp;') }",
      'function feed() { return esc(undefined) }',
      "try { feed() } catch (e) { console.error(' ⨯', e) }",
      "console.error('a plain note on stderr')",
      "setTimeout(() => { throw new RangeError('out of range') }, 50)",
    ].join('\n')
    const lines = await launcher(
      `const { run } = await import(${PROC}); await run('demo', process.execPath, ['-e', ${JSON.stringify(child)}]).catch(() => {})`,
    )
    const demo = lines.filter((l) => l.proc === 'demo')
    const typeError = demo.filter((l) => JSON.stringify(l).includes("reading 'replace'"))
    expect(typeError, JSON.stringify(demo, null, 1)).toHaveLength(1)
    expect(typeError[0]!.level).toBe(50)
    expect(typeError[0]!.err?.stack).toMatch(/at esc \(/)
    expect(typeError[0]!.err?.stack).toMatch(/at feed \(/)
    const rangeError = demo.filter((l) => JSON.stringify(l).includes('out of range'))
    expect(rangeError, JSON.stringify(demo, null, 1)).toHaveLength(1)
    expect(rangeError[0]!.level).toBe(50)
    expect(rangeError[0]!.err?.stack).toMatch(/\n\s+at /)
    // No line of the output is a stack frame of its own.
    expect(demo.filter((l) => /^\s*at /.test(l.msg ?? ''))).toEqual([])
    const note = demo.filter((l) => l.msg === 'a plain note on stderr')
    expect(note).toHaveLength(1)
    expect(note[0]!.level).toBe(40)
  })

  it('migrating a fresh database logs JSON lines only, none at warn or above', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logs-migrate-'))
    try {
      const lines = await launcher(
        `const { migrate } = await import(${JSON.stringify(path.join(repoRoot(), 'scripts', 'lib', 'stack.mjs'))}); await migrate(process.env)`,
        { DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', PAYLOAD_SECRET: 'logs-test-secret' },
      )
      expect(lines.some((l) => l.proc === 'migrate' && /MIGRATE_RESULT/.test(l.msg ?? ''))).toBe(true)
      expect(lines.filter((l) => l.level >= 40)).toEqual([])
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 180_000)
})
