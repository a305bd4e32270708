import { defineConfig } from 'vitest/config'

// Local-time rules (dd/mm/yyyy, HH:MM) are tested in a zone with a half-hour offset.
process.env.TZ = 'Asia/Kolkata'

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
    setupFiles: ['test/setup-web-storage.ts'],
  },
})
