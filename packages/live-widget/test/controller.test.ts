import { describe, expect, it } from 'vitest'
import { resolveSettings } from '../src/settings'
import { WidgetController } from '../src/ui/controller'
import { fakeClock, fakeLogger, fakeSource, fakeStorage, flush, item } from './fixtures'

function setup(
  lists: unknown[][],
  opts: { stored?: string; detail?: (slug: string) => unknown; settings?: object } = {},
) {
  const source = fakeSource(lists, opts.detail)
  const storage = fakeStorage(opts.stored ? { matchSlug: opts.stored } : {})
  const clock = fakeClock()
  const logger = fakeLogger()
  const c = new WidgetController({
    source,
    settings: resolveSettings({ lang: 'en', ...opts.settings }),
    storage,
    clock,
    logger,
  })
  return { c, source, storage, clock, logger }
}

describe('WidgetController', () => {
  it('loads, selects the in-play match, stores its slug and subscribes', async () => {
    const { c, source, storage } = setup([[item('p', 'plan'), item('a', 'live')]])
    expect(c.getState().status).toBe('loading')
    c.start()
    await flush()
    expect(source.fetchMatches).toHaveBeenCalledWith('en')
    expect(c.getState()).toMatchObject({ status: 'ready', selectedSlug: 'a' })
    expect(storage.data.get('matchSlug')).toBe('a')
    expect(source.subscribed()).toBe(true)
    c.stop()
    expect(source.subscribed()).toBe(false)
  })

  it('refreshes every 10 minutes, and the selection resets that timer', async () => {
    const { c, source, clock } = setup([[item('a', 'live')]])
    c.start()
    await flush()
    expect(clock.pending()).toEqual([600_000])
    clock.advance(599_999)
    expect(source.fetchMatches).toHaveBeenCalledTimes(1)
    clock.advance(1)
    await flush()
    expect(source.fetchMatches).toHaveBeenCalledTimes(2)
    expect(clock.pending()).toEqual([600_000])
    c.stop()
  })

  it('an update of the selected match resets the refresh timer; others do not', async () => {
    const { c, clock, source } = setup([[item('a', 'live'), item('b', 'live')]])
    c.start()
    await flush()
    clock.advance(300_000)
    source.push({ slug: 'b', matchTime: 3 })
    expect(clock.pending()).toEqual([300_000])
    source.push({ slug: 'a', matchTime: 3 })
    expect(clock.pending()).toEqual([600_000])
    c.stop()
  })

  it('keeps the list when the answer is empty', async () => {
    const { c, source } = setup([[item('a', 'live')], []])
    c.start()
    await flush()
    await c.load()
    expect(source.fetchMatches).toHaveBeenCalledTimes(2)
    expect(c.getState().list.order).toEqual(['a'])
    c.stop()
  })

  it('shows the empty state when nothing ever came back', async () => {
    const { c } = setup([[]])
    c.start()
    await flush()
    expect(c.getState()).toMatchObject({ status: 'ready', selectedSlug: null })
    expect(c.hasMatches()).toBe(false)
    c.stop()
  })

  it('case 2: a stored finished match refetches and then picks', async () => {
    const { c, source, storage } = setup([[item('f', 'finished'), item('p', 'plan')], [item('p', 'plan')]], {
      stored: 'f',
    })
    c.start()
    await flush()
    expect(source.fetchMatches).toHaveBeenCalledTimes(2)
    expect(c.getState().selectedSlug).toBe('p')
    expect(storage.data.get('matchSlug')).toBe('p')
    c.stop()
  })

  it('settings.matchSlug selects that match', async () => {
    const { c } = setup([[item('a', 'plan'), item('b', 'plan')]], { settings: { matchSlug: 'b' } })
    c.start()
    await flush()
    expect(c.getState().selectedSlug).toBe('b')
    c.stop()
  })

  it('applies updates with marks that expire (up 45 s, down 8 s) and announces goals', async () => {
    const { c, source, clock } = setup([
      [item('a', 'live', { home: { name: 'Ajax', score: 1 }, away: { name: 'PSV', score: 1 } })],
    ])
    c.start()
    await flush()
    source.push({ slug: 'a', home: { score: 2 }, away: { score: 0 } })
    let s = c.getState()
    expect(s.list.bySlug.a?.home.score).toBe(2)
    expect(s.marks.a?.home?.mark).toBe('up')
    expect(s.marks.a?.away?.mark).toBe('down')
    expect(s.announcement).toBe('Goal: Ajax 2 : 0 PSV')
    const before = s.now
    clock.advance(8_000)
    s = c.getState()
    expect(s.now).toBe(before + 8_000) // re-rendered when the 'down' mark expired
    clock.advance(37_000)
    expect(c.getState().now).toBe(before + 45_000)
    c.stop()
  })

  it('refetches the selected match when it moves into play', async () => {
    const detail = (slug: string) =>
      item(slug, 'live', { matchTime: 1, home: { name: 'H', score: 0 }, away: { name: 'A', score: 0 } })
    const { c, source } = setup([[item('p', 'plan')]], { detail })
    c.start()
    await flush()
    expect(c.getState().selectedSlug).toBe('p')
    source.push({ slug: 'p', matchTime: 1 })
    await flush()
    expect(source.fetchMatch).toHaveBeenCalledWith('p')
    expect(c.getState().list.bySlug.p).toMatchObject({ stage: 'live', live: true, matchTime: 1 })
    c.stop()
  })

  it('switches to another match that goes into play while the selected one is not', async () => {
    const { c, source } = setup([[item('p', 'plan'), item('q', 'plan')]])
    c.start()
    await flush()
    expect(c.getState().selectedSlug).toBe('p')
    source.push({ slug: 'q', stage: 'live', matchTime: 1 })
    expect(c.getState().selectedSlug).toBe('q')
    c.stop()
  })

  it('refetches the list when the subscription could not recover', async () => {
    const { c, source } = setup([[item('a', 'live')], [item('a', 'live', { home: { name: 'x', score: 4 } })]])
    c.start()
    await flush()
    source.resync()
    await flush()
    expect(source.fetchMatches).toHaveBeenCalledTimes(2)
    expect(c.getState().list.bySlug.a?.home.score).toBe(4)
    c.stop()
  })

  it('tracks the connection state for the reconnecting view', async () => {
    const { c, source } = setup([[item('a', 'live')]])
    c.start()
    await flush()
    expect(c.getState()).toMatchObject({ connection: 'connected', everConnected: true })
    source.setState('connecting')
    expect(c.getState().connection).toBe('connecting')
    source.setState('connected')
    expect(c.getState().connection).toBe('connected')
    c.stop()
  })

  it('opens the details through the detail RPC and closes them', async () => {
    const detail = (slug: string) => ({
      ...item(slug, 'live'),
      events: [{ type: 'goal', minute: 5, side: 'home', player: 'X' }],
    })
    const { c, source } = setup([[item('a', 'live')]], { detail })
    c.start()
    await flush()
    const p = c.openDetails()
    expect(c.getState().details).toMatchObject({ slug: 'a', loading: true })
    await p
    expect(source.fetchMatch).toHaveBeenCalledWith('a')
    expect(c.getState().details).toMatchObject({ slug: 'a', loading: false, failed: false })
    expect(c.getState().details?.events).toHaveLength(1)
    c.closeDetails()
    expect(c.getState().details).toBeNull()
    c.stop()
  })

  it('marks the details as failed when the match cannot be fetched', async () => {
    const { c } = setup([[item('a', 'live')]], { detail: () => null })
    c.start()
    await flush()
    await c.openDetails()
    expect(c.getState().details).toMatchObject({ failed: true, loading: false })
    c.stop()
  })
})
