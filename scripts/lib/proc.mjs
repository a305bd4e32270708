import { spawn } from 'node:child_process'
import path from 'node:path'
import { pipeChild } from './log.mjs'
import { root } from './env.mjs'

export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/**
 * Runs a command to completion with its output as JSON log lines; rejects on a non-zero exit, and,
 * with `expect`, when no output line matched it (a step that exits 0 without doing its work).
 */
export function run(name, cmd, args, { cwd = root, env = process.env, expect } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let seen = !expect
    let tail = ''
    if (expect)
      child.stdout.on('data', (d) => {
        tail = (tail + String(d)).slice(-4096) // a match split across chunks still counts
        seen ||= expect.test(tail)
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

/** Starts a long-running child; returns it. */
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
