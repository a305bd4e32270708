// One-shot commands run against the configured database (npm run create-admin, npm run search-rebuild):
// .env read as the launcher reads it, never written; the program bundled and run to its result line.
import { bundleProgram, conditionFlags } from './bundle.mjs'
import { loadEnv, siteDir } from './env.mjs'
import { run } from './proc.mjs'

/**
 * @param {string} program  a program of scripts/lib/bundle.mjs PROGRAMS
 * @param {{ marker: RegExp, check?: (env: Record<string, string>) => string | undefined }} opts
 *   marker: the line the program prints when it has done its work; check: what is missing, if anything.
 */
export async function runOneShot(program, { marker, check }) {
  const { env } = loadEnv({ write: false })
  const missing =
    check?.(env) ??
    (env.PAYLOAD_SECRET
      ? undefined
      : 'PAYLOAD_SECRET is not set (in the environment or .env): use the one the site runs with')
  if (missing) {
    console.error(`${program}: ${missing}`)
    process.exit(2)
  }
  const script = await bundleProgram(program)
  try {
    await run(program, process.execPath, [...conditionFlags(program), script], {
      cwd: siteDir,
      env: { NODE_ENV: 'production', ...env },
      expect: marker,
    })
  } catch (e) {
    console.error(`${program}: ${e.message}`)
    process.exit(1)
  }
}
