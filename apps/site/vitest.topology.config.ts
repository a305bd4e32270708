import path from 'node:path'
import { defineConfig } from 'vitest/config'

// The topology test (tests/topology): `npm run cluster` on PostgreSQL, Redis and S3, one system.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
  test: {
    include: ['tests/topology/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 420_000,
    pool: 'forks',
    fileParallelism: false,
  },
})
