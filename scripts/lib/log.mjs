// Structured logs: one JSON object a line, with a level, a time and the process it came from.
const LEVELS = { debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }

let sink = null
/** Sends every log line to stderr (`npm run cluster`: its stdout carries only its one ready line). */
export const logToStderr = () => void (sink = process.stderr)

export function log(level, msg, extra = {}) {
  const line = JSON.stringify({ level: LEVELS[level] ?? 30, time: Date.now(), proc: 'launcher', msg, ...extra })
  ;(sink ?? (level === 'error' || level === 'fatal' ? process.stderr : process.stdout)).write(line + '\n')
}

/** Pipes a child's output as JSON lines: lines that already are JSON get `proc`; others are wrapped. */
export function pipeChild(name, stream, level = 'info') {
  let buf = ''
  const emit = (line) => {
    const raw = line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd()
    if (!raw.trim() || raw.includes('Unknown user config "nodedir"')) return
    let out
    if (raw.startsWith('{')) {
      try {
        out = JSON.stringify({ proc: name, ...JSON.parse(raw) })
      } catch {
        /* not JSON after all */
      }
    }
    out ??= JSON.stringify({ level: LEVELS[level], time: Date.now(), proc: name, msg: raw.trim() })
    ;(sink ?? process.stdout).write(out + '\n')
  }
  stream.setEncoding('utf8')
  stream.on('data', (chunk) => {
    buf += chunk
    let i
    while ((i = buf.indexOf('\n')) >= 0) {
      emit(buf.slice(0, i))
      buf = buf.slice(i + 1)
    }
  })
  stream.on('end', () => emit(buf)) // a last line without a newline
}
