import { spawn } from 'node:child_process'
import path from 'node:path'
import { log, pipeChild } from './log.mjs'
import { root } from './env.mjs'

export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/** Node's code for a process that ended while its top-level await was still pending. */
const UNSETTLED_TLA = 13

/**
 * Runs a command to completion with its output as JSON log lines; rejects on a non-zero exit, and,
 * with `expect`, when no output line matched it. Node 20 sometimes ends a freshly started process
 * before its module graph has finished loading on a busy machine (code 13, or 0 with nothing done):
 * such a run is retried, up to `tries` times in all, which is safe for the idempotent steps given
 * an `expect` marker (migrate, seed). So is a run that prints nothing for SILENCE_MS: the same fault
 * can also leave a process waiting forever on a module that never finishes loading.
 */
export async function run(name, cmd, args, { cwd = root, env = process.env, expect, tries = expect ? 4 : 1 } = {}) {
  for (let attempt = 1; ; attempt++) {
    const outcome = await runOnce(name, cmd, args, { cwd, env, expect })
    if (outcome.ok) return
    const retryable = outcome.code === UNSETTLED_TLA || outcome.silent || outcome.hung
    if (!retryable || attempt >= tries) throw new Error(outcome.message)
    log('warn', `${name} stopped before doing its work; trying again`, { attempt, code: outcome.code })
  }
}

/** A step that has printed nothing for this long has stalled (see `run`): it is stopped and retried. */
const SILENCE_MS = Number(process.env.LAUNCHER_STALL_MS || 30_000)

function runOnce(name, cmd, args, { cwd, env, expect }) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let seen = !expect
    let tail = ''
    let hung = false
    let watchdog
    const quiet = () => {
      clearTimeout(watchdog)
      watchdog = setTimeout(() => {
        hung = true
        child.kill('SIGKILL')
      }, SILENCE_MS)
    }
    if (expect) quiet()
    child.stdout.on('data', (d) => {
      if (expect) quiet()
      tail = (tail + String(d)).slice(-4096) // a match split across chunks still counts
      seen ||= !expect || expect.test(tail)
    })
    child.stderr.on('data', () => expect && quiet())
    pipeChild(name, child.stdout)
    pipeChild(name, child.stderr, 'warn')
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      clearTimeout(watchdog)
      if (hung)
        resolve({
          ok: false,
          code,
          hung: true,
          message: `${name} printed nothing for ${SILENCE_MS / 1000} s and was stopped`,
        })
      else if (code !== 0) resolve({ ok: false, code, message: `${name} failed (${signal ?? `exit code ${code}`})` })
      else if (!seen)
        resolve({
          ok: false,
          code,
          silent: true,
          message: `${name} ended without finishing its work (no ${expect} in its output)`,
        })
      else resolve({ ok: true })
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
