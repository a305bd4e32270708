/** The console the widget logs to; injectable so tests can observe it. */
export interface Logger {
  log: (...args: unknown[]) => void
  warn: (...args: unknown[]) => void
  error: (...args: unknown[]) => void
}

export const consoleLogger: Logger = {
  log: (...a) => console.log(...a),
  warn: (...a) => console.warn(...a),
  error: (...a) => console.error(...a),
}

export const silentLogger: Logger = { log: () => {}, warn: () => {}, error: () => {} }
