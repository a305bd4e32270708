// The Node.js lines the project supports besides the machine's own (package.json `engines`): the LTS
// lines that are still maintained. `npm test` runs the unit suites and the site's Local API suite on
// each, so nothing comes to depend on one line's quirks (Node 20, the machine's, is past its end of life).
// Each line's binary comes from the npm registry (the `node-<platform>-<arch>` packages that the `node`
// package installs from), kept under node_modules/.cache/node-versions/.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { root } from './env.mjs'

export const SUPPORTED_LINES = ['22', '24', '26']

/** The bin folder of the newest release of Node.js `major` for this machine, fetched once. */
export function nodeBinDir(major, { say = console.log } = {}) {
  const cache = path.join(root, 'node_modules', '.cache', 'node-versions', major)
  const bin = path.join(cache, 'package', 'bin')
  if (fs.existsSync(path.join(bin, 'node'))) return bin
  const pkg = `node-${process.platform}-${process.arch}@${major}`
  say(`Fetching Node.js ${major} (${pkg}) from the npm registry...`)
  fs.mkdirSync(cache, { recursive: true })
  const packed = spawnSync('npm', ['pack', pkg, '--pack-destination', cache, '--silent'], { encoding: 'utf8' })
  const file = packed.stdout?.trim().split('\n').pop()
  if (packed.status !== 0 || !file)
    throw new Error(
      `could not fetch ${pkg} from the npm registry: ${packed.stderr || `npm pack exited ${packed.status}`}`,
    )
  const untar = spawnSync('tar', ['xzf', path.join(cache, file), '-C', cache], { stdio: 'inherit' })
  fs.rmSync(path.join(cache, file), { force: true })
  if (untar.status !== 0 || !fs.existsSync(path.join(bin, 'node'))) throw new Error(`could not unpack ${pkg}`)
  return bin
}
