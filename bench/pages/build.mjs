#!/usr/bin/env node
// Builds the site into a build folder of its own (apps/site/<folder>), prerendered from the bench's
// demo seed, for an A/B in one bench run: build A from the sources as they are, make the change,
// build B, then `BENCH_DIST=<A> COMPARE_DIST=<B> node bench/pages/run.mjs`.
//   node bench/pages/build.mjs .next-bench-a
import { buildIfNeeded, migrate, seed } from '../../scripts/lib/stack.mjs'
import { throwawayEnv } from '../../scripts/lib/throwaway.mjs'

const distDir = process.argv[2]
if (!distDir || !/^\.next-[\w-]+$/.test(distDir)) {
  console.error('usage: node bench/pages/build.mjs .next-<name>   (a build folder under apps/site)')
  process.exit(2)
}
const { env, cleanup } = await throwawayEnv({ name: 'bench-build', distDir, buildDbId: 'bench-demo-seed' })
try {
  await migrate(env)
  await seed(env)
  await buildIfNeeded(env)
  console.log(`built apps/site/${distDir}`)
} finally {
  cleanup()
}
