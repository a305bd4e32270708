import { defineConfig } from 'vitest/config'

// The launcher's own tests (`npm test -- unit`): the Node.js it runs on and what it starts processes with.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.mjs'],
    environment: 'node',
    testTimeout: 180_000,
    pool: 'forks',
  },
})
