import { spawn } from 'node:child_process'
import path from 'node:path'
import { pipeChild } from './log.mjs'
import { root } from './env.mjs'

export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/**
 * Runs a command to completion with its output as JSON log lines; rejects on a non-zero exit, and,
 * with `expect`, when no output line matched it.
 */
export function run(name, cmd, args, { cwd = root, env = process.env, expect } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let seen = !expect
    let tail = ''
    child.stdout.on('data', (d) => {
      // Looked for in the last 4 KB before this chunk and the whole chunk: a match split across chunks
      // still counts, and so does one followed by more than 4 KB in its own chunk (a logger flushing
      // its buffer at exit right after the result line).
      const text = tail + String(d)
      seen ||= expect.test(text)
      tail = text.slice(-4096)
    })
    pipeChild(name, child.stdout)
    pipeChild(name, child.stderr, 'warn')
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code !== 0) reject(new Error(`${name} failed (${signal ?? `exit code ${code}`})`))
      else if (!seen) reject(new Error(`${name} ended without finishing its work (no ${expect} in its output)`))
      else resolve()
    })
  })
}

/** Starts a long-running child, its output as JSON log lines. */
export function start(name, cmd, args, { cwd = root, env = process.env } = {}) {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  pipeChild(name, child.stdout)
  pipeChild(name, child.stderr, 'warn')
  return child
}

export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (res.status < 500) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Stops children with SIGTERM, then SIGKILL after a grace period. */
export async function stopAll(children, graceMs = 8000) {
  const alive = children.filter((c) => c && c.exitCode === null && c.signalCode === null)
  await Promise.all(
    alive.map(
      (c) =>
        new Promise((resolve) => {
          const t = setTimeout(() => c.kill('SIGKILL'), graceMs)
          c.once('exit', () => {
            clearTimeout(t)
            resolve()
          })
          c.kill('SIGTERM')
        }),
    ),
  )
}
