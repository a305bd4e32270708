// HTTP load for the benchmarks: autocannon in a child process, so the load generator never shares an
// event loop with a server the benchmark started.
import { spawn } from 'node:child_process'
import { root } from '../../scripts/lib/env.mjs'

/**
 * Loads `url` with `connections` keep-alive connections for `duration` seconds; resolves with
 * { rps (mean requests/s), p99 (ms), non2xx, errors, timeouts }.
 */
export function load(url, { connections = 50, duration = 10 } = {}) {
  return new Promise((resolve, reject) => {
    const code = `
      const autocannon = require('autocannon');
      autocannon({ url: ${JSON.stringify(url)}, connections: ${Number(connections)}, duration: ${Number(duration)} }, (err, r) => {
        if (err) { console.error(err); process.exit(1) }
        process.stdout.write(JSON.stringify({ rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts }))
      })`
    const child = spawn(process.execPath, ['-e', code], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.on('error', reject)
    child.on('exit', (c) => (c === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon failed for ${url}`))))
  })
}
