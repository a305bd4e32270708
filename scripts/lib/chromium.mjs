/**
 * Debian's Chromium as the tests and benches start it: headless, no sandbox (root in CI), and nothing
 * that reaches the network on its own (the machines here reach only the package registries).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // QUIC would try UDP to the origin first; every server here speaks TCP only.
  '--disable-quic',
]
