import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './fixtures'
import { freePort } from './global-setup'
import { createMatch, parkAllMatches, restClient, startGateway, type Rest } from './live-helpers'

// These tests change which matches are live, so they run one after another.
test.describe.configure({ mode: 'serial' })

const NO_MATCH = 'At the moment there are no Live matches and there are no scheduled matches for the next 2 days.'
const widget = (page: Page) => page.locator('[data-place="widget-live-match"]').first()
const card = (page: Page) => widget(page).locator('article.lmw-card')
const side = (page: Page, s: 'home' | 'away') => widget(page).locator(`.lmw-score__side[data-side="${s}"]`)

async function openHome(page: Page) {
  await page.goto('/')
  await widget(page).scrollIntoViewIfNeeded()
}

let api: APIRequestContext
let rest: Rest
let restore: () => Promise<void> = async () => {}
let live: Awaited<ReturnType<typeof createMatch>>

test.beforeAll(async () => {
  // Our own request context: the editor's REST calls span every test of the file.
  api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL })
  rest = await restClient(api)
  // Only our own match is live: every seeded match is parked as finished, and put back afterwards.
  restore = await parkAllMatches(rest)
  live = await createMatch(rest, { stage: 'live', matchTime: '30', home: 0, away: 0 })
})

test.afterAll(async () => {
  await restore()
  await api.dispose()
})

test('the home page shows the live match', async ({ page }) => {
  await openHome(page)
  await expect(card(page)).toHaveAttribute('aria-label', `${live.home} - ${live.away}`)
  await expect(card(page)).toHaveAttribute('data-live', 'true')
  await expect(widget(page).getByTestId('lmw-status')).toHaveText("30'")
  await expect(widget(page).getByTestId('lmw-status')).toHaveClass(/lmw-pill--live/)
  await expect(widget(page).locator('.lmw-score__value')).toHaveText('0:0')
  await expect(widget(page).locator('.lmw-title')).toContainText(`Testland | ${live.league}`)
  await expect(widget(page).locator('.lmw-notice')).toHaveCount(0)
})

test("an editor's score change through the REST API appears within a second, marked 'up'", async ({ page }) => {
  await openHome(page)
  await expect(side(page, 'home')).toHaveText('0')
  // The minute moving proves the subscription is up before we time the goal.
  await rest.patch(`/api/matches/${live.match.id}`, { matchTime: '31' })
  await expect(widget(page).getByTestId('lmw-status')).toHaveText("31'")

  const t0 = Date.now()
  const write = rest.patch(`/api/matches/${live.match.id}`, { home: { score: 1 } })
  await expect(side(page, 'home')).toHaveText('1', { timeout: 1000 })
  const ms = Date.now() - t0
  await write
  expect(ms).toBeLessThan(1000)
  await expect(side(page, 'home')).toHaveAttribute('data-mark', 'up')
  await expect(side(page, 'away')).not.toHaveAttribute('data-mark', /.+/)
  await expect(page.locator('.lmw-sr')).toContainText(`${live.home} 1 : 0 ${live.away}`)
  // Without a reload: the same document.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
})

test.describe('with a gateway of its own', () => {
  // This test stops and restarts a gateway of its own (the stack's serves the other worker) on another
  // port, which the page's policy does not name: connect-src allows only the configured gateway.
  test.use({ bypassCSP: true })

  test('stopping and restarting the gateway shows a reconnecting state, then the right score', async ({ page }) => {
    const port = await freePort()
    let gw = await startGateway(port)
    try {
      await page.addInitScript((host) => {
        ;(window as unknown as { liveWidgetSettings: object }).liveWidgetSettings = { host }
      }, `ws://127.0.0.1:${port}`)
      await openHome(page)
      await expect(side(page, 'home')).toHaveText('1')

      await gw.stop()
      await expect(widget(page).getByRole('status')).toHaveText('Reconnecting…')
      // While the gateway is down the editor changes the score: this publication is missed.
      await rest.patch(`/api/matches/${live.match.id}`, { away: { score: 1 }, matchTime: '40' })
      await page.waitForTimeout(500)
      await expect(side(page, 'away')).toHaveText('0')

      gw = await startGateway(port)
      await expect(widget(page).getByRole('status')).toHaveCount(0, { timeout: 25_000 })
      await expect(side(page, 'away')).toHaveText('1')
      await expect(widget(page).getByTestId('lmw-status')).toHaveText("40'")
    } finally {
      await gw.stop()
    }
  })
})

test('data-lang changes the labels', async ({ page }) => {
  await rest.patch(`/api/matches/${live.match.id}`, { stage: 'halftime', matchTime: null })
  const slug = `e2e-live-pt-${Date.now().toString(36)}`
  const created = await rest.post('/api/pages', {
    title: 'Futebol ao vivo',
    slug,
    _status: 'published',
    hero: { style: 'none' },
    layout: [{ blockType: 'liveMatch', lang: 'pt' }],
  })
  try {
    await page.goto(`/${slug}`)
    await widget(page).scrollIntoViewIfNeeded()
    await expect(widget(page)).toHaveAttribute('data-lang', 'pt')
    await expect(widget(page).getByTestId('lmw-status')).toHaveText('Intervalo')
    await expect(widget(page).getByRole('button', { name: 'Detalhes da partida' })).toBeVisible()

    await openHome(page)
    await expect(widget(page).getByTestId('lmw-status')).toHaveText('Half time')
    await expect(widget(page).getByRole('button', { name: 'Match details' })).toBeVisible()
  } finally {
    await rest.del(`/api/pages/${created.doc.id}`)
    await rest.patch(`/api/matches/${live.match.id}`, { stage: 'live', matchTime: '41' })
  }
})

test('the details view lists the events of the match', async ({ page }) => {
  await rest.patch(`/api/matches/${live.match.id}`, {
    events: [
      { type: 'goal', minute: '12', side: 'home', player: 'A. Lion', score: '1:0' },
      { type: 'yellow_card', minute: '33', side: 'away', player: 'B. Eagle' },
    ],
  })
  await openHome(page)
  await widget(page).getByRole('button', { name: 'Match details' }).click()
  const items = widget(page).locator('.lmw-timeline li')
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toHaveAccessibleName(`12' Goal, ${live.home}: A. Lion (1:0)`)
  await expect(items.nth(1)).toHaveAccessibleName(`33' Yellow card, ${live.away}: B. Eagle`)
})

test('with no live match, the notice and the closest match', async ({ page }) => {
  const soon = new Date(Date.now() + 2 * 60_000)
  const planned = await createMatch(rest, { stage: 'plan', date: soon })
  await rest.patch(`/api/matches/${live.match.id}`, { stage: 'finished', matchTime: null })
  try {
    await openHome(page)
    const notice = widget(page).getByRole('note')
    await expect(notice).toHaveText(
      /^At the moment there are no Live matches, the closest match is \d\d\/\d\d\/\d{4} \d\d:\d\d .+ - .+\.$/,
    )
    await expect(card(page)).toHaveAttribute('data-live', 'false')
    await expect(widget(page).getByTestId('lmw-status')).toHaveText('')
    await expect(widget(page).locator('.lmw-score__value')).toHaveText('-:-')
    // The notice names the match on the card.
    const label = (await card(page).getAttribute('aria-label'))!
    expect(await notice.textContent()).toContain(`${label}.`)
    expect(label).toBe(`${planned.home} - ${planned.away}`)
  } finally {
    await rest.patch(`/api/matches/${planned.match.id}`, { stage: 'finished' })
  }
})

test('with nothing live or scheduled at all, the no-match notice', async ({ page }) => {
  // Every match is over (finished) or off (cancelled): nothing to show for today or tomorrow.
  const park = await parkAllMatches(rest, 'cancelled')
  try {
    await openHome(page)
    await expect(widget(page).getByRole('note')).toHaveText(NO_MATCH)
    await expect(widget(page).locator('article')).toHaveCount(0)
  } finally {
    await park()
  }
})

test('the widget code loads only near the viewport; pages without it open no connection', async ({ page }) => {
  await rest.patch(`/api/matches/${live.match.id}`, { stage: 'live', matchTime: '60' })
  const sockets: string[] = []
  page.on('websocket', (ws) => sockets.push(ws.url()))
  await page.goto('/tours')
  await page.waitForLoadState('networkidle')
  expect(sockets).toEqual([])

  await page.goto('/guides/lisbon-in-three-days')
  await page.waitForLoadState('networkidle')
  const mount = widget(page)
  await expect(mount).toHaveCount(1)
  expect(await mount.getAttribute('data-lmw-mounted')).toBeNull()
  expect(sockets).toEqual([])
  await mount.scrollIntoViewIfNeeded()
  await expect(mount).toHaveAttribute('data-lmw-mounted', '')
  await expect(card(page)).toHaveAttribute('aria-label', `${live.home} - ${live.away}`)
  expect(sockets.some((u) => /\/ws$/.test(u))).toBe(true)
})

/** A page of another origin (another port of localhost) with the README's two embed lines. */
async function foreignPage(body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { createServer } = await import('node:http')
  const port = await freePort()
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(
      `<!doctype html><html lang="en"><head><title>Someone else's blog</title></head><body><h1>Blog</h1>${body}</body></html>`,
    )
  })
  await new Promise<void>((r) => server.listen(port, 'localhost', () => r()))
  return { url: `http://localhost:${port}/`, close: () => new Promise<void>((r) => server.close(() => r())) }
}
const gatewayWs = () => (process.env.E2E_REALTIME_URL ?? '').replace(/^http/, 'ws')

test('the embed works on a page of another origin, and mountAll() later uses the script data-host', async ({
  page,
}) => {
  const site = process.env.E2E_BASE_URL
  const other = await foreignPage(
    `<div data-place="widget-live-match" data-lang="en"></div>
     <script src="${site}/live-widget/embed.js" data-host="${gatewayWs()}" defer></script>`,
  )
  try {
    expect(new URL(other.url).origin).not.toBe(new URL(site!).origin)
    await page.goto(other.url)
    const mounts = page.locator('[data-place="widget-live-match"]')
    await expect(mounts.first().locator('article')).toHaveAttribute('aria-label', `${live.home} - ${live.away}`)
    // A mount point added later, started by hand.
    await page.evaluate(() => {
      const el = document.createElement('div')
      el.setAttribute('data-place', 'widget-live-match')
      document.body.append(el)
      ;(window as unknown as { LiveWidget: { mountAll(): unknown } }).LiveWidget.mountAll()
    })
    await expect(mounts).toHaveCount(2)
    await expect(mounts.nth(1).locator('article')).toHaveAttribute('aria-label', `${live.home} - ${live.away}`)
  } finally {
    await other.close()
  }
})

test('with a wrong data-host the embed says so within seconds instead of loading forever', async ({ page }) => {
  const other = await foreignPage(
    `<div data-place="widget-live-match" data-lang="en"></div>
     <script src="${process.env.E2E_BASE_URL}/live-widget/embed.js" data-host="ws://127.0.0.1:9" defer></script>`,
  )
  try {
    const t0 = Date.now()
    await page.goto(other.url)
    const mount = page.locator('[data-place="widget-live-match"]')
    await expect(mount.getByRole('status')).toHaveText('Information will be available later', { timeout: 30_000 })
    expect(Date.now() - t0).toBeLessThan(30_000)
    await expect(mount.getByRole('progressbar')).toHaveCount(0)
  } finally {
    await other.close()
  }
})

test('the standalone embed script shows the widget on a plain page', async ({ page, request }) => {
  const js = await request.get('/live-widget/embed.js')
  expect(js.ok()).toBeTruthy()
  expect(js.headers()['content-type']).toMatch(/javascript/)
  await page.goto('/live-widget/example')
  const mounts = page.locator('[data-place="widget-live-match"]')
  await expect(mounts).toHaveCount(2)
  await mounts.nth(0).scrollIntoViewIfNeeded()
  await expect(mounts.nth(0).locator('article')).toHaveAttribute('aria-label', `${live.home} - ${live.away}`)
  await mounts.nth(1).scrollIntoViewIfNeeded()
  await expect(mounts.nth(1).getByTestId('lmw-status')).toHaveText("60'")
  await expect(mounts.nth(1).getByRole('button', { name: 'Detalhes da partida' })).toBeVisible()

  // The embed script runs on Preact's React layer, not React DOM: live updates and the details view too.
  const home = mounts.nth(0).locator('.lmw-score__side[data-side="home"]')
  const before = Number(await home.textContent())
  await rest.patch(`/api/matches/${live.match.id}`, {
    home: { score: before + 1 },
    events: [{ type: 'goal', minute: '61', side: 'home', player: 'C. Embed', score: `${before + 1}:0` }],
  })
  await expect(home).toHaveText(String(before + 1))
  await expect(home).toHaveAttribute('data-mark', 'up')
  await mounts.nth(1).getByRole('button', { name: 'Detalhes da partida' }).click()
  await expect(mounts.nth(1).locator('.lmw-timeline li')).toHaveCount(1)
  await expect(mounts.nth(1).locator('.lmw-timeline li')).toContainText('C. Embed')
})
