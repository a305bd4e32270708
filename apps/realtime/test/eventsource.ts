/**
 * A minimal browser EventSource for Node.js (which has none), on fetch: enough for the centrifuge
 * client's SSE transport (onopen, onmessage with `data:` events, onerror, close; no automatic
 * reconnect, since the client closes it on error and reconnects itself). Also counts open streams
 * and records the `data` of each event, for the tests.
 */
export class TestEventSource {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  /** Every instance, in creation order. */
  static readonly all: TestEventSource[] = []

  readyState = 0
  onopen: ((e: unknown) => void) | null = null
  onmessage: ((e: { data: string }) => void) | null = null
  onerror: ((e: unknown) => void) | null = null
  readonly events: string[] = []
  private readonly abort = new AbortController()

  constructor(
    readonly url: string,
    _options?: unknown,
  ) {
    TestEventSource.all.push(this)
    void this.run()
  }

  private async run(): Promise<void> {
    try {
      const res = await fetch(this.url, { headers: { accept: 'text/event-stream' }, signal: this.abort.signal })
      if (!res.ok || !res.body || !(res.headers.get('content-type') ?? '').startsWith('text/event-stream'))
        throw new Error(`status ${res.status}`)
      this.readyState = 1
      this.onopen?.({})
      const decoder = new TextDecoder()
      let buf = ''
      let data: string[] = []
      const reader = res.body.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buf += decoder.decode(value, { stream: true })
        let i: number
        while ((i = buf.indexOf('\n')) >= 0) {
          const line = buf.slice(0, i).replace(/\r$/, '')
          buf = buf.slice(i + 1)
          if (line === '') {
            if (data.length) {
              const e = { data: data.join('\n') }
              data = []
              this.events.push(e.data)
              if (this.readyState === 1) this.onmessage?.(e)
            }
          } else if (line.startsWith('data:')) {
            data.push(line.slice(line.startsWith('data: ') ? 6 : 5))
          }
        }
      }
      throw new Error('stream ended')
    } catch (err) {
      if (this.readyState === 2) return
      this.readyState = 2
      this.onerror?.(err)
    }
  }

  close(): void {
    this.readyState = 2
    this.abort.abort()
  }
}
