import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: { '@': path.resolve(__dirname, 'src'), '@payload-config': path.resolve(__dirname, 'src/payload.config.ts') },
  },
  test: {
    include: ['tests/int/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['tests/int/global-setup.ts'],
    fileParallelism: false,
  },
})
