import fs from 'node:fs'
import path from 'node:path'

/**
 * The repository root. Code here runs both from source (tsx, vitest) and bundled by Next.js, where
 * import.meta.url points into .next/, so the root is found from the working directory instead.
 */
export const repoRoot = (): string => {
  if (process.env.REPO_ROOT) return path.resolve(/*turbopackIgnore: true*/ process.env.REPO_ROOT)
  let dir = /*turbopackIgnore: true*/ process.cwd()
  for (;;) {
    if (fs.existsSync(path.join(/*turbopackIgnore: true*/ dir, 'apps', 'site', 'package.json'))) return dir
    const parent = path.dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
}

/** Where the SQLite file, uploaded media and local outboxes live. */
export const dataDir = (): string =>
  path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || path.join(repoRoot(), 'data'))
