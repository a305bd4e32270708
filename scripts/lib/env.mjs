import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const siteDir = path.join(root, 'apps', 'site')

/** Values generated once per machine into .env (never fixed in code): the local secrets. */
const GENERATED = ['PAYLOAD_SECRET', 'REALTIME_API_KEY', 'REALTIME_RPC_PROXY_SECRET']

export function parseEnvFile(text) {
  const out = {}
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (!m || line.trimStart().startsWith('#')) continue
    out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2')
  }
  return out
}

/**
 * Reads .env at the repository root, adds a random value for each local secret that is missing
 * (written back with mode 600), and returns the environment for the children: the process
 * environment wins over the file.
 */
export function loadEnv({ file = path.join(root, '.env'), write = true } = {}) {
  const existing = fs.existsSync(file) ? parseEnvFile(fs.readFileSync(file, 'utf8')) : {}
  const added = []
  for (const key of GENERATED) {
    if (!process.env[key] && !existing[key]) {
      existing[key] = crypto.randomBytes(32).toString('hex')
      added.push(key)
    }
  }
  if (added.length && write) {
    const header = fs.existsSync(file) ? '' : '# Local secrets, generated on first start. Keep this file private.\n'
    fs.appendFileSync(file, header + added.map((k) => `${k}=${existing[k]}`).join('\n') + '\n', { mode: 0o600 })
  }
  return { env: { ...existing, ...process.env }, added }
}

export const isPostgres = (url) => Boolean(url && /^postgres(ql)?:\/\//.test(url))
