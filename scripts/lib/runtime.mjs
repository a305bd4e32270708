// Every command of the project (npm start, npm test, npm run ...) runs on RUNTIME, the LTS the project
// installs (scripts/lib/node-versions.mjs), whatever `node` npm found on PATH: called first, before
// anything loads Payload. On another Node.js it runs the same command again on RUNTIME, with RUNTIME's
// bin first on PATH (so npx, vitest, Next.js and every child follow), passes signals on, and ends with
// the child's code. TRAVEL_NODE=any keeps the Node.js it was started with (on a safe line only).
// `conditions`: the --conditions the process must have been started with (scripts/lib/bundle.mjs
// PROGRAM_CONDITIONS); a process started without them runs itself again with them.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { FIRST_SAFE_MAJOR, RUNTIME, majorOf, nodeBinDir, pathWith } from './node-versions.mjs'

export async function ensureRuntime({ env = process.env, conditions = [] } = {}) {
  const current = process.versions.node
  const flags = conditions.map((c) => `--conditions=${c}`).filter((f) => !process.execArgv.includes(f))
  const rightNode = current === RUNTIME || (env.TRAVEL_NODE === 'any' && majorOf(current) >= FIRST_SAFE_MAJOR)
  if (rightNode && flags.length === 0) return
  let bin = path.dirname(process.execPath)
  if (!rightNode)
    try {
      bin = nodeBinDir(RUNTIME)
    } catch (e) {
      console.error(
        `This project runs on Node.js ${RUNTIME} (Node ${current} is ${majorOf(current) < FIRST_SAFE_MAJOR ? 'affected by a V8 top-level-await bug' : 'not the tested runtime'}), and fetching it failed:\n${e.message}\n` +
          `Install Node.js ${RUNTIME.split('.')[0]} and put it first on PATH, or set TRAVEL_NODE_CACHE to a folder holding ${RUNTIME}-${process.platform}-${process.arch}/package/bin/node.`,
      )
      process.exit(2)
    }
  const child = spawn(path.join(bin, 'node'), [...process.execArgv, ...flags, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: pathWith(bin) },
  })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  const [code, signal] = await new Promise((resolve) => child.on('exit', (c, s) => resolve([c, s])))
  if (signal) {
    process.removeAllListeners(signal)
    process.kill(process.pid, signal)
  }
  process.exit(code ?? 1)
}
