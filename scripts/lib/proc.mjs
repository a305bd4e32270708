import { spawn } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { PassThrough } from 'node:stream'
import path from 'node:path'
import { log, pipeChild } from './log.mjs'
import { root } from './env.mjs'

export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/**
 * Node 20's asynchronous module loader sometimes loses a module load while a process starts: the
 * process's main module never finishes loading, the event loop empties, and Node ends it with code 13
 * ("unsettled top-level await") without a word. Seen in about 1 start in 10 on a busy machine, never on
 * Node 22, 24 or 26 (their loader links and loads synchronously when no loader hooks are registered:
 * nodejs/node#59519, #60380); README "Node.js versions". Keeping such a process alive does not help:
 * the lost load never completes, and it then waits forever. So a process that ends with 13 is simply
 * started again; our own code never leaves a top-level await pending, so 13 means nothing else.
 */
const LOST_LOAD = 13
// Losses come in runs when the machine is saturated (a clean-clone run lost create-admin 4 times in a
// row at load ~9): up to 8 starts in all, each after a pause a little longer than the last.
const LOST_LOAD_TRIES = 8
const pauseBefore = (attempt) => new Promise((r) => setTimeout(r, 200 * attempt))

/**
 * Runs a command to completion with its output as JSON log lines; rejects on a non-zero exit, and,
 * with `expect`, when no output line matched it. A run that ends with code 13 (see LOST_LOAD) is run
 * again, up to LOST_LOAD_TRIES times in all.
 */
export async function run(name, cmd, args, { cwd = root, env = process.env, expect } = {}) {
  for (let attempt = 1; ; attempt++) {
    const outcome = await runOnce(name, cmd, args, { cwd, env, expect })
    if (outcome.ok) return
    if (outcome.code !== LOST_LOAD || attempt >= LOST_LOAD_TRIES) throw new Error(outcome.message)
    log('warn', `${name} ended with code 13 before doing its work (a module load lost by Node 20); again`, {
      attempt,
    })
    await pauseBefore(attempt)
  }
}

function runOnce(name, cmd, args, { cwd, env, expect }) {
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
      if (code !== 0) resolve({ ok: false, code, message: `${name} failed (${signal ?? `exit code ${code}`})` })
      else if (!seen)
        resolve({ ok: false, code, message: `${name} ended without finishing its work (no ${expect} in its output)` })
      else resolve({ ok: true })
    })
  })
}

/**
 * Starts a long-running child. What it returns stands for the child across a new start after code 13
 * (see LOST_LOAD): `pid`, `exitCode`, `signalCode`, `kill()`, the 'exit' event and `stdout` (one stream
 * over every start) are those of the current process.
 */
export function start(name, cmd, args, { cwd = root, env = process.env } = {}) {
  const handle = new EventEmitter()
  const stdout = new PassThrough()
  pipeChild(name, stdout)
  let current
  let starts = 0
  let killed = false
  const spawnOne = () => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    current = child
    starts++
    child.stdout.pipe(stdout, { end: false })
    pipeChild(name, child.stderr, 'warn')
    child.on('error', (e) => handle.emit('error', e))
    child.on('exit', (code, signal) => {
      if (code === LOST_LOAD && !killed && starts < LOST_LOAD_TRIES) {
        log('warn', `${name} ended with code 13 while starting (a module load lost by Node 20); starting it again`, {
          attempt: starts,
        })
        spawnOne() // at once: while it waited, the handle would look like an ended process
        return
      }
      stdout.end()
      handle.emit('exit', code, signal)
    })
  }
  spawnOne()
  Object.defineProperties(handle, {
    pid: { get: () => current.pid, enumerable: true },
    exitCode: { get: () => current.exitCode },
    signalCode: { get: () => current.signalCode },
    stdout: { value: stdout },
  })
  handle.kill = (signal) => {
    killed = true
    return current.kill(signal)
  }
  return handle
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
