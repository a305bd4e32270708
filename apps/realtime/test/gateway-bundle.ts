// The gateway as the launcher runs it: src/main.ts bundled with esbuild into plain ESM
// (scripts/lib/bundle.mjs, program 'gateway') and started with plain `node`, so the tests run the file a
// deployment runs. Bundle once per test file (beforeAll).
// @ts-expect-error -- plain JavaScript module of the launcher (JSDoc types only), as in bench/fanout/run.ts
import { bundleProgram } from '../../../scripts/lib/bundle.mjs'

/** Bundles src/main.ts into apps/realtime/.build/main.mjs (gitignored); resolves to that file. */
export const bundleGateway = (): Promise<string> => bundleProgram('gateway')
