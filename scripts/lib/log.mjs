// Structured logs: one JSON object a line, with a level, a time and the process it came from.
const LEVELS = { debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }

let sink = null
/** Sends every log line to stderr (`npm run cluster`: its stdout carries only its one ready line). */
export const logToStderr = () => void (sink = process.stderr)

export function log(level, msg, extra = {}) {
  const line = JSON.stringify({ level: LEVELS[level] ?? 30, time: Date.now(), proc: 'launcher', msg, ...extra })
  ;(sink ?? (level === 'error' || level === 'fatal' ? process.stderr : process.stdout)).write(line + '\n')
}

/** A stack frame, or a line of an object or report printed after an error (indented or closing). */
const CONTINUES = /^(\s+\S|[}\]])/
/** The first line of Node.js's report of an uncaught error: where it was thrown (`file:line`). */
const THROWN_AT = /^\S+:\d+$/
/** The last line of that report. */
const REPORT_END = /^Node\.js v\d/
/** A line that names an error: Next.js's `⨯ Error: ...`, `TypeError: ...`, `Uncaught ...`. */
const NAMES_ERROR = /^(⨯\s*)?(\w*(Error|Exception)\b|Uncaught\b|Unhandled\b)/

/**
 * One event of a child's plain (not JSON) output, however many lines it was printed on: an error and its
 * stack (console.error(err), Next.js's `⨯` reports), or Node.js's report of an uncaught error, is one
 * JSON line with `err.stack`, at level error; any other plain line is one line at the stream's level.
 */
function plainEvent(name, lines, level) {
  const text = lines.join('\n').trim()
  const named = lines.find((l) => NAMES_ERROR.test(l.trim()))
  const isError = Boolean(named) || lines.some((l) => /^\s+at \S/.test(l))
  const msg = (named ?? lines[0]).trim().replace(/^⨯\s*/, '')
  if (!isError && lines.length === 1) return { level: LEVELS[level], time: Date.now(), proc: name, msg }
  return {
    level: isError ? LEVELS.error : LEVELS[level],
    time: Date.now(),
    proc: name,
    msg,
    ...(isError ? { err: { message: msg, stack: text } } : { text }),
  }
}

/**
 * Pipes a child's output as JSON lines: lines that already are JSON get `proc`; others are wrapped, one
 * JSON line per event (plainEvent), written when the event's last line is in (the next event starts, the
 * stream ends, or nothing more came for a moment).
 */
export function pipeChild(name, stream, level = 'info') {
  let buf = ''
  let pending = null // the plain lines of the event being read
  let timer = null
  const write = (obj) => (sink ?? process.stdout).write(JSON.stringify(obj) + '\n')
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = null
    if (pending) write(plainEvent(name, pending, level))
    pending = null
  }
  const emit = (line) => {
    const raw = line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd()
    if (raw.includes('Unknown user config "nodedir"')) return
    if (raw.startsWith('{')) {
      try {
        const parsed = JSON.parse(raw)
        flush()
        write({ proc: name, ...parsed })
        return
      } catch {
        /* not JSON after all */
      }
    }
    const inReport = pending && THROWN_AT.test(pending[0].trim())
    if (!raw.trim()) {
      if (inReport) pending.push('') // Node.js's report has blank lines inside
      return
    }
    if (pending && (inReport || CONTINUES.test(raw))) pending.push(raw)
    else {
      flush()
      pending = [raw]
    }
    if (inReport && REPORT_END.test(raw.trim())) flush()
  }
  stream.setEncoding('utf8')
  stream.on('data', (chunk) => {
    buf += chunk
    let i
    while ((i = buf.indexOf('\n')) >= 0) {
      emit(buf.slice(0, i))
      buf = buf.slice(i + 1)
    }
    if (timer) clearTimeout(timer)
    // An event's lines come in one write or in writes a few milliseconds apart.
    if (pending) timer = setTimeout(flush, 50)
  })
  stream.on('end', () => {
    emit(buf) // a last line without a newline
    flush()
  })
}
