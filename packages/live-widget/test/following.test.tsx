// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FOLLOWING_REFRESH_MS } from '../src/core/constants'
import { getLabels, LANGUAGES } from '../src/core/i18n'
import { readSettings, resolveSettings } from '../src/settings'
import { WidgetController } from '../src/ui/controller'
import { LiveMatchWidget } from '../src/ui/LiveMatchWidget'
import { fakeClock, fakeLogger, fakeSource, fakeStorage, flush, item } from './fixtures'

afterEach(cleanup)

/** A fake source whose presence count the test sets (a number, null = not offered, an Error = failing). */
function withFollowers(answers: (number | null | Error)[]) {
  const source = fakeSource([[item('a', 'live')]])
  let i = 0
  const followers = vi.fn(async () => {
    const a = answers[Math.min(i++, answers.length - 1)]!
    if (a instanceof Error) throw a
    return a
  })
  return Object.assign(source, { followers })
}

function controller(source: ReturnType<typeof withFollowers>, following: boolean) {
  const clock = fakeClock()
  const c = new WidgetController({
    source,
    settings: resolveSettings({ lang: 'en', following }),
    storage: fakeStorage(),
    clock,
    logger: fakeLogger(),
  })
  return { c, clock }
}

describe('"N following"', () => {
  it('is off by default: the count is never asked', async () => {
    expect(resolveSettings({}).following).toBe(false)
    const source = withFollowers([5])
    const { c, clock } = controller(source, false)
    c.start()
    await flush()
    clock.advance(120_000)
    await flush()
    expect(source.followers).not.toHaveBeenCalled()
    expect(c.getState().following).toBeNull()
    c.stop()
  })

  it('when on, asks the count a second after start and every 30 s; keeps the last count when a read fails', async () => {
    const source = withFollowers([12, new Error('timeout'), 15])
    const { c, clock } = controller(source, true)
    c.start()
    await flush()
    clock.advance(1000)
    await flush()
    expect(c.getState().following).toBe(12)
    clock.advance(FOLLOWING_REFRESH_MS)
    await flush()
    expect(c.getState().following).toBe(12)
    clock.advance(FOLLOWING_REFRESH_MS)
    await flush()
    expect(c.getState().following).toBe(15)
    expect(source.followers).toHaveBeenCalledTimes(3)
    c.stop()
  })

  it('hides the count for good when the gateway does not offer it (presence off: null)', async () => {
    const source = withFollowers([null])
    const { c, clock } = controller(source, true)
    c.start()
    await flush()
    clock.advance(1000)
    await flush()
    clock.advance(FOLLOWING_REFRESH_MS * 3)
    await flush()
    expect(source.followers).toHaveBeenCalledTimes(1)
    expect(c.getState().following).toBeNull()
    c.stop()
  })

  it('renders "N following" in the widget language on the match card, only when on', async () => {
    for (const [lang, following, expected] of [
      ['en', true, '1,234 following'],
      ['ru', true, 'Следят: 1 234'],
      ['en', false, null],
    ] as const) {
      const source = withFollowers([1234])
      const clock = fakeClock()
      render(
        <LiveMatchWidget
          settings={{ lang, following }}
          source={source}
          storage={fakeStorage()}
          clock={clock}
          logger={fakeLogger()}
        />,
      )
      await act(async () => {
        await flush()
        clock.advance(1000)
        await flush()
      })
      const el = screen.queryByTestId('lmw-following')
      expect(el?.textContent?.replace(/\u00a0|\u202f/g, ' ') ?? null, lang).toBe(expected)
      cleanup()
    }
  })

  it('is an embed attribute (data-following) and a global setting', () => {
    const el = document.createElement('div')
    el.dataset.following = ''
    expect(readSettings(el).following).toBe(true)
    el.dataset.following = 'false'
    expect(readSettings(el, { following: true }).following).toBe(false)
    expect(readSettings(document.createElement('div'), { following: true }).following).toBe(true)
  })

  it('has a translation with the number in every language', () => {
    for (const lang of LANGUAGES) expect(getLabels(lang).following, lang).toContain('{n}')
  })
})
