// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MatchListUnavailable } from '../src/data/rpc'
import { LiveMatchWidget } from '../src/ui/LiveMatchWidget'
import { CARD_MIN_HEIGHT, STYLE_ELEMENT_ID, WIDGET_CSS } from '../src/ui/styles'
import { fakeClock, fakeLogger, fakeSource, fakeStorage, flush, item } from './fixtures'

afterEach(cleanup)

const match = (slug: string, stage: string, extra: Record<string, unknown> = {}) =>
  item(slug, stage, {
    matchTime: 67,
    home: { name: 'Arsenal', img: 'https://img.test/ars.png', score: 2 },
    away: { name: 'Chelsea', score: 1 },
    ...extra,
  })

function renderWidget(
  lists: unknown[][],
  opts: { lang?: string; emptyText?: string; detail?: (s: string) => unknown } = {},
) {
  const source = fakeSource(lists, opts.detail)
  const clock = fakeClock()
  const utils = render(
    <LiveMatchWidget
      settings={{ lang: opts.lang ?? 'en', emptyText: opts.emptyText }}
      source={source}
      storage={fakeStorage()}
      clock={clock}
      logger={fakeLogger()}
    />,
  )
  return { ...utils, source, clock }
}

async function settle() {
  await act(async () => {
    await flush()
  })
}

describe('LiveMatchWidget views', () => {
  it('shows the loader bar while loading, in a card of fixed height', async () => {
    let resolve!: (v: unknown[]) => void
    const source = fakeSource()
    source.fetchMatches.mockImplementation(
      () =>
        new Promise((r) => {
          resolve = r
        }),
    )
    render(<LiveMatchWidget settings={{ lang: 'en' }} source={source} storage={fakeStorage()} logger={fakeLogger()} />)
    const bar = await screen.findByRole('progressbar', { name: 'Loading…' })
    expect(bar.closest('.lmw-card')?.className).toContain('lmw-card--loading')
    expect(WIDGET_CSS).toContain(`.lmw-card{position:relative;min-height:${CARD_MIN_HEIGHT}px`)
    await act(async () => resolve([match('a', 'live')]))
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByText('Arsenal')).toBeTruthy()
  })

  it('injects its CSS once, with the colours and Roboto sizes', async () => {
    renderWidget([[match('a', 'live')]])
    renderWidget([[match('a', 'live')]])
    await settle()
    const styles = document.head.querySelectorAll(`#${STYLE_ELEMENT_ID}`)
    expect(styles).toHaveLength(1)
    const css = styles[0]?.textContent ?? ''
    for (const colour of ['#212B36', '#8595A5', '#F9FAFB', '#6A7B8B', '#1B883F', '#D70C17', '#30365B', '#111936'])
      expect(css).toContain(colour)
    for (const size of ['font-size:10px', 'font-size:12px', 'font-size:14px', 'font-size:32px'])
      expect(css).toContain(size)
    for (const w of ['font-weight:400', 'font-weight:500', 'font-weight:600', 'font-weight:700'])
      expect(css).toContain(w)
    expect(css).toContain('font-family:Roboto')
    expect(css).not.toMatch(/url\(|@import/)
  })

  it('shows a clear message, not the loader or "no matches", when the gateway cannot be reached; loads once it connects', async () => {
    const source = fakeSource([[match('m1', 'live')]])
    source.setState('connecting')
    source.fetchMatches.mockRejectedValueOnce(new MatchListUnavailable())
    const { container } = render(
      <LiveMatchWidget
        settings={{ lang: 'pt' }}
        source={source}
        storage={fakeStorage()}
        clock={fakeClock()}
        logger={fakeLogger()}
      />,
    )
    await settle()
    expect(container.querySelector('[role=progressbar]')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('As informações estarão disponíveis mais tarde')
    expect(container.textContent).not.toMatch(/no Live matches/)
    // The client keeps reconnecting in the background: the first connection loads the list.
    await act(async () => source.setState('connected'))
    await settle()
    expect(screen.getByText('Arsenal')).toBeTruthy()
  })

  it('shows the configurable empty text when no matches came back', async () => {
    renderWidget([[]], { emptyText: 'Nothing to see' })
    await settle()
    expect(screen.getByRole('status').textContent).toBe('Nothing to see')
  })

  it('shows the translated default empty text', async () => {
    renderWidget([[]], { lang: 'es' })
    await settle()
    expect(screen.getByRole('status').textContent).toBe('No hay partidos')
  })

  it('shows the no-match notice when no match can be shown', async () => {
    renderWidget([[match('f', 'finished')]])
    await settle()
    expect(screen.getByRole('note').textContent).toBe(
      'At the moment there are no Live matches and there are no scheduled matches for the next 2 days.',
    )
  })

  it('shows a live match card: title line, teams, score block and live pill, no notice', async () => {
    renderWidget([[match('a', 'live')]])
    await settle()
    const card = screen.getByRole('article', { name: 'Arsenal - Chelsea' })
    expect(within(card).queryByRole('note')).toBeNull()
    expect(card.querySelector('.lmw-title')?.textContent).toBe('15/06/2025 00:00 | England | Premier League')
    const logo = card.querySelector('.lmw-team--home img') as HTMLImageElement
    expect(logo.getAttribute('width')).toBe('20')
    expect(logo.getAttribute('height')).toBe('20')
    expect(logo.src).toBe('https://img.test/ars.png')
    expect(card.querySelector('.lmw-team--away .lmw-team__badge')?.textContent).toBe('C')
    expect(within(card).getByRole('group', { name: 'Arsenal 2 : 1 Chelsea' })).toBeTruthy()
    const pill = within(card).getByTestId('lmw-status')
    expect(pill.textContent).toBe("67'")
    expect(pill.className).toContain('lmw-pill--live')
    expect(card.querySelector('.lmw-score__side--home')?.className).toContain('lmw-score__side--lead')
    expect(card.querySelector('.lmw-team--home')?.className).toContain('lmw-team--lead')
    expect(card.querySelector('.lmw-score__side--away')?.className).not.toContain('lead')
  })

  it('shows the closest-match notice, dashes and no live style for a planned match', async () => {
    renderWidget([
      [match('p', 'plan', { home: { name: 'Arsenal', score: null }, away: { name: 'Chelsea', score: null } })],
    ])
    await settle()
    expect(screen.getByRole('note').textContent).toBe(
      'At the moment there are no Live matches, the closest match is 15/06/2025 00:00 Arsenal - Chelsea.',
    )
    expect(screen.getByRole('group').textContent).toBe('-:-')
    const pill = screen.getByTestId('lmw-status')
    expect(pill.textContent).toBe('')
    expect(pill.className).not.toContain('lmw-pill--live')
  })

  it('follows live updates: score, up/down marks that expire, and a polite goal announcement', async () => {
    const { source, clock } = renderWidget([[match('a', 'live')]])
    await settle()
    const live = document.querySelector('[aria-live="polite"]') as HTMLElement
    expect(live.textContent).toBe('')
    act(() => source.push({ slug: 'a', matchTime: 70, home: { score: 3 }, away: { score: 0 } }))
    expect(screen.getByRole('group').textContent).toBe('3:0')
    expect(screen.getByTestId('lmw-status').textContent).toBe("70'")
    const home = document.querySelector('.lmw-score__side--home') as HTMLElement
    const away = document.querySelector('.lmw-score__side--away') as HTMLElement
    expect(home.dataset.mark).toBe('up')
    expect(away.dataset.mark).toBe('down')
    expect(live.textContent).toBe('Goal: Arsenal 3 : 0 Chelsea')
    act(() => clock.advance(8_000))
    expect(away.dataset.mark).toBeUndefined()
    expect(home.dataset.mark).toBe('up')
    act(() => clock.advance(37_000))
    expect(home.dataset.mark).toBeUndefined()
  })

  it("shows 90+' and stage labels in the widget language", async () => {
    const { source } = renderWidget([[match('a', 'live')]], { lang: 'de' })
    await settle()
    act(() => source.push({ slug: 'a', matchTime: 93 }))
    expect(screen.getByTestId('lmw-status').textContent).toBe("90+'")
    act(() => source.push({ slug: 'a', stage: 'halftime' }))
    expect(screen.getByTestId('lmw-status').textContent).toBe('Halbzeit')
    act(() => source.push({ slug: 'a', stage: 'finished' }))
    expect(screen.getByTestId('lmw-status').textContent).toBe('Beendet')
    // The notice stays English in every language.
    expect(screen.getByRole('note').textContent).toMatch(
      /^At the moment there are no Live matches, the closest match is/,
    )
  })

  it('shows a reconnecting state while the connection is lost', async () => {
    const { source } = renderWidget([[match('a', 'live')]])
    await settle()
    expect(screen.queryByText('Reconnecting…')).toBeNull()
    act(() => source.setState('connecting'))
    expect(screen.getByText('Reconnecting…').getAttribute('role')).toBe('status')
    act(() => source.setState('connected'))
    expect(screen.queryByText('Reconnecting…')).toBeNull()
  })

  it('opens the details view with the events timeline and goes back', async () => {
    const detail = (slug: string) => ({
      ...match(slug, 'live'),
      events: [
        { type: 'goal', minute: 12, side: 'home', player: 'Saka', score: '1:0' },
        { type: 'yellow_card', minute: 30, side: 'away', player: 'Palmer' },
        { type: 'red_card', minute: 55, side: 'away', player: 'James' },
        { type: 'substitution', minute: 60, side: 'home', playerIn: 'Havertz', playerOut: 'Jesus' },
      ],
    })
    const { source } = renderWidget([[match('a', 'live')]], { detail })
    await settle()
    const button = screen.getByRole('button', { name: 'Match details' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    await act(async () => {
      fireEvent.click(button)
      await flush()
    })
    expect(source.fetchMatch).toHaveBeenCalledWith('a')
    const region = screen.getByRole('region', { name: 'Match details' })
    const items = within(region).getAllByRole('listitem')
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      "12' Goal, Arsenal: Saka (1:0)",
      "30' Yellow card, Chelsea: Palmer",
      "55' Red card, Chelsea: James",
      "60' Substitution, Arsenal: Havertz ↔ Jesus",
    ])
    expect(items.map((li) => li.dataset.side)).toEqual(['home', 'away', 'away', 'home'])
    const back = screen.getByRole('button', { name: 'Back' })
    expect(back.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(back)
    expect(screen.queryByRole('region', { name: 'Match details' })).toBeNull()
  })

  it("says 'Information will be available later' (translated) when details cannot be had", async () => {
    renderWidget([[match('a', 'live')]], { lang: 'fr', detail: () => null })
    await settle()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Détails du match' }))
      await flush()
    })
    expect(screen.getByText('Les informations seront disponibles plus tard')).toBeTruthy()
  })

  it('says there are no events yet for a match without events', async () => {
    renderWidget([[match('a', 'live')]], { detail: (s) => ({ ...match(s, 'live'), events: [] }) })
    await settle()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Match details' }))
      await flush()
    })
    expect(screen.getByText('No events yet')).toBeTruthy()
  })
})
