// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readSettings, resolveSettings } from '../src/settings'

describe('widget settings (SPEC 3)', () => {
  it('has the defaults', () => {
    const s = resolveSettings()
    expect(s).toMatchObject({
      host: null,
      debug: false,
      mainId: 'wgWidgetScreen',
      matchSlug: null,
      sport: 'football',
      rpcSport: 'sport:football',
      rpcSportDetail: 'sport:footballDetail',
      channel: 'sport:football',
      lang: 'en',
      emptyText: 'No matches',
    })
    expect(s.widgetMes.noMatch).toBe(
      'At the moment there are no Live matches and there are no scheduled matches for the next 2 days.',
    )
    expect(s.widgetMes.closest).toBe('At the moment there are no Live matches, the closest match is')
  })

  it('derives the RPC names from the sport and the detail name from rpcSport', () => {
    expect(resolveSettings({ sport: 'hockey' })).toMatchObject({
      rpcSport: 'sport:hockey',
      rpcSportDetail: 'sport:hockeyDetail',
      channel: 'sport:hockey',
    })
    expect(resolveSettings({ rpcSport: 'x:y' }).rpcSportDetail).toBe('x:yDetail')
  })

  it('resolves the language, the empty text in that language and unknown -> en', () => {
    expect(resolveSettings({ lang: 'de' })).toMatchObject({ lang: 'de', emptyText: 'Keine Spiele' })
    expect(resolveSettings({ lang: 'xx' }).lang).toBe('en')
    expect(resolveSettings({ lang: 'de', emptyText: 'Nothing today' }).emptyText).toBe('Nothing today')
  })

  it('reads data attributes over the global object', () => {
    const el = document.createElement('div')
    el.setAttribute('data-place', 'widget-live-match')
    el.setAttribute('data-lang', 'pl')
    el.setAttribute('data-host', 'https://gw.test')
    el.setAttribute('data-debug', 'true')
    el.setAttribute('data-match-slug', 'ars-che')
    el.setAttribute('data-rpc-sport', 'sport:football')
    el.setAttribute('data-rpc-sport-detail', 'sport:footballDetail')
    el.setAttribute('data-empty-text', 'Brak')
    el.setAttribute('data-widget-mes', '{"noMatch":"None"}')
    const s = readSettings(el, { lang: 'fr', sport: 'football', mainId: 'box', widgetMes: { closest: 'Closest' } })
    expect(s).toMatchObject({
      lang: 'pl',
      host: 'https://gw.test',
      debug: true,
      matchSlug: 'ars-che',
      sport: 'football',
      mainId: 'box',
      rpcSport: 'sport:football',
      rpcSportDetail: 'sport:footballDetail',
      emptyText: 'Brak',
      widgetMes: { noMatch: 'None', closest: 'Closest' },
    })
  })

  it('uses the global object and then the fallback host', () => {
    const el = document.createElement('div')
    expect(readSettings(el, { host: 'https://a.test', lang: 'it' }, 'https://b.test')).toMatchObject({
      host: 'https://a.test',
      lang: 'it',
    })
    expect(readSettings(el, null, 'https://b.test').host).toBe('https://b.test')
    el.dataset.debug = 'false'
    el.dataset.widgetMes = '{bad json'
    expect(readSettings(el, null)).toMatchObject({ debug: false })
    expect(readSettings(el, null).widgetMes).toBeUndefined()
  })
})
