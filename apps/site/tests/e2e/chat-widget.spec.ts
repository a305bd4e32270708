import {
  bubbles,
  chatbox,
  chatButton,
  expect,
  recordOpenEvents,
  recordWhatsApp,
  test,
  widgetSettings,
} from './chat-helpers'
import { ready } from './behaviours-fixture'
import { seriousA11yViolations } from './helpers'

// One settings change at a time (the settings are site-wide): these tests run in order.
test.describe.configure({ mode: 'serial' })

const storage = (page: import('@playwright/test').Page, key: string) =>
  page.evaluate((k) => localStorage.getItem(k), key)

test('button after its delay; chatbox with bubbles one by one, QR code, Escape and focus', async ({
  page,
  settings,
}) => {
  await settings({ chat: { buttonDelay: 2 } })
  const started = Date.now()
  await page.goto('/')
  await expect(chatButton(page)).toBeVisible()
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900)
  await expect(page.getByText('Questions? Chat with us')).toBeVisible()
  const { message_hash } = await widgetSettings(page)
  expect(message_hash).toMatch(/^[0-9a-f]{12}$/)

  // The typing indicator is brief: watched from inside the page, so a busy machine can't miss it.
  const typingFirst = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const check = () => {
          if (!document.querySelector('.joinchat__typing[role="status"][aria-label="Typing"]')) return
          obs.disconnect()
          resolve(document.querySelectorAll('.joinchat__bubble').length === 0)
        }
        const obs = new MutationObserver(check)
        obs.observe(document.body, { subtree: true, childList: true })
        setTimeout(() => (obs.disconnect(), resolve(false)), 15_000)
      }),
  )
  await chatButton(page).click()
  const box = chatbox(page)
  await expect(box).toBeVisible()
  await expect(box).toBeFocused()
  await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'true')
  // typing first, then the bubbles in order; the {SKU} bubble is left out on a page without a SKU
  expect(await typingFirst, 'the typing indicator shows before the first bubble').toBe(true)
  const shown = box.locator('.joinchat__bubble')
  await expect(shown.first()).toHaveText('Olá! How can we help you?')
  await expect(box.getByRole('status', { name: 'Typing' })).toBeHidden()
  await expect(shown).toHaveText(['Olá! How can we help you?', 'We answer within an hour.'])
  await expect(shown.nth(1)).toHaveClass(/joinchat__bubble--note/)
  // QR code on a computer: 200 px times the pixel ratio
  const qr = box.getByRole('img', { name: 'QR code to open the chat on your phone' })
  await expect(qr).toBeVisible()
  const [w, dpr] = await qr.evaluate((c: HTMLCanvasElement) => [c.width, window.devicePixelRatio])
  expect(w).toBe(200 * dpr)
  expect(await seriousA11yViolations(page)).toEqual([])

  await page.keyboard.press('Escape')
  await expect(box).toBeHidden()
  await expect(chatButton(page)).toBeFocused()
  expect(await storage(page, 'joinchat_hashes')).toContain(message_hash)
  // the second opening shows the whole message at once
  await chatButton(page).click()
  await expect(chatbox(page).locator('.joinchat__bubble')).toHaveCount(2, { timeout: 300 })
  await chatbox(page).getByRole('button', { name: 'Close chat' }).click()
  await expect(chatbox(page)).toBeHidden()
})

test('auto-open after message_views page views, once per message; a changed message is new again', async ({
  page,
  settings,
}) => {
  await settings({ chat: { messageDelay: 1, messageViews: 2 } })
  await page.goto('/')
  await expect(chatButton(page)).toBeVisible()
  await page.waitForTimeout(1800)
  await expect(chatbox(page)).toBeHidden() // first view: below message_views
  expect(await storage(page, 'joinchat_views')).toBe('2')

  await page.reload()
  await expect(chatbox(page)).toBeVisible({ timeout: 4000 }) // second view: opens by itself
  await expect(chatbox(page)).not.toBeFocused() // not opened by the visitor: focus stays on the page
  expect(await storage(page, 'joinchat_views')).toBe('2')
  await chatbox(page).getByRole('button', { name: 'Close chat' }).click()
  const { message_hash } = await widgetSettings(page)
  expect(await storage(page, 'joinchat_hashes')).toBe(message_hash)

  await page.reload()
  await page.waitForTimeout(1800)
  await expect(chatbox(page)).toBeHidden() // seen

  await settings({ chat: { messageDelay: 1, messageViews: 2, bubbles: bubbles('A new offer for the spring!') } })
  await page.reload()
  await expect(chatbox(page)).toBeVisible({ timeout: 4000 })
  await expect(chatbox(page).locator('.joinchat__bubble')).toHaveText(['A new offer for the spring!'])
})

test('badge instead of auto-open; opening the chatbox clears it', async ({ page, settings }) => {
  await settings({ chat: { messageDelay: 1, messageBadge: true } })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Chat on WhatsApp (1 new message)' })).toBeVisible({ timeout: 4000 })
  await expect(page.locator('.joinchat__badge')).toHaveText('1')
  await expect(chatbox(page)).toBeHidden()
  expect(await storage(page, 'joinchat_views')).toBeNull() // message_views 1: nothing to count
  await chatButton(page).click()
  await expect(chatbox(page)).toBeVisible()
  await expect(page.locator('.joinchat__badge')).toHaveCount(0)
  // Read is read: the next page does not bring the badge back, even without closing the chatbox.
  await expect(chatbox(page).locator('.joinchat__bubble')).toHaveCount(2) // the {SKU} bubble is left out here
  await page.goto('/tours')
  await expect(chatButton(page)).toBeVisible()
  await page.waitForTimeout(2500) // past button_delay + message_delay
  await expect(page.locator('.joinchat__badge')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Chat on WhatsApp', exact: true })).toBeVisible()
})

test('the last bubble is never hidden under the QR code: the chat scrolls to the newest bubble, on a short window too', async ({
  page,
  settings,
}) => {
  const long =
    'We run small-group tours all over Portugal, from Lisbon and Sintra to the Douro valley, the Algarve coast and the Azores.'
  // Each long bubble is typed for 60 ms a word (~1.8 s), so one height takes ~9 s; under a loaded CI
  // machine the two heights came near the default 60 s (the 15 s count wait ran out at 3 of 5 once).
  test.setTimeout(120_000)
  await settings({ chat: { bubbles: bubbles(long, long, long, long, 'The last bubble: ask us anything.'), qr: true } })
  for (const height of [900, 640]) {
    await page.setViewportSize({ width: 1366, height })
    await page.goto('/')
    await chatButton(page).click()
    const last = chatbox(page).locator('.joinchat__bubble').last()
    await expect(chatbox(page).locator('.joinchat__bubble')).toHaveCount(5, { timeout: 30_000 })
    await expect(last).toHaveText('The last bubble: ask us anything.')
    await expect(async () => {
      const [b, scroll] = await Promise.all([
        last.boundingBox(),
        chatbox(page).locator('.joinchat__scroll').boundingBox(),
      ])
      expect(b!.y + b!.height).toBeLessThanOrEqual(scroll!.y + scroll!.height + 1)
      expect(b!.y).toBeGreaterThanOrEqual(scroll!.y - 1)
    }).toPass()
    await chatbox(page).getByRole('button', { name: 'Close chat' }).click()
  }
})

test("the chat's tooltip and button leave the footer's social links clickable", async ({ page, settings }) => {
  await settings({ chat: {} })
  for (const size of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size)
    await page.goto('/')
    await expect(chatButton(page)).toBeVisible()
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForTimeout(300)
    const links = page.locator('.site-footer .social a')
    const n = await links.count()
    expect(n).toBeGreaterThan(0)
    for (let i = 0; i < n; i++) {
      await links.nth(i).scrollIntoViewIfNeeded()
      const hit = await links.nth(i).evaluate((a) => {
        const r = a.getBoundingClientRect()
        const x = r.left + r.width / 2
        const y = r.top + r.height / 2
        const chat = [...document.querySelectorAll('.joinchat__tooltip, .joinchat__button')].filter(
          (e) => e.getClientRects().length,
        )
        const covered = chat.some((e) => {
          const c = e.getBoundingClientRect()
          return x >= c.left && x <= c.right && y >= c.top && y <= c.bottom
        })
        return { covered, top: document.elementFromPoint(x, y)?.closest('a') === a, text: a.textContent }
      })
      expect(hit, `${size.width}px: ${hit.text}`).toEqual({ covered: false, top: true, text: hit.text })
    }
  }
})

test('opens from #joinchat and ?joinchat=N (+700 ms), links to #joinchat and #whatsapp, joinchat_open and joinchat_app', async ({
  page,
  context,
  settings,
}) => {
  await settings({ chat: { buttonDelay: 30 } })
  const opened = await recordWhatsApp(context)
  const opens = await recordOpenEvents(page)

  // hash: the button at once, the chatbox 700 ms later
  await page.goto('/#joinchat')
  await expect(chatButton(page)).toBeVisible()
  await expect(chatbox(page)).toBeVisible()

  // query: the button after N seconds, the chatbox 700 ms after the button
  await page.goto('/?joinchat=1')
  const t0 = Date.now()
  await expect(chatButton(page)).toBeVisible({ timeout: 5000 })
  const tButton = Date.now() - t0
  await expect(chatbox(page)).toBeHidden()
  await expect(chatbox(page)).toBeVisible({ timeout: 5000 })
  expect(tButton).toBeGreaterThanOrEqual(500)

  // page links and classes (as an editor would place them in content), added once the page has
  // hydrated (an element added before is dropped when React re-renders a mismatch: a flaky #t1)
  await page.goto('/')
  await ready(page)
  await page.evaluate(() => {
    const main = document.querySelector('main')!
    main.insertAdjacentHTML(
      'afterbegin',
      '<p><a id="t1" href="#joinchat">Chat with us</a> <a id="t2" href="#whatsapp">WhatsApp us</a> <button id="t3" class="joinchat_open">Questions?</button> <span id="t4" class="joinchat_app" role="button" tabindex="0">Message us</span></p>',
    )
  })
  await page.locator('#t1').click()
  await expect(chatbox(page)).toBeVisible()
  await expect(chatButton(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await page.locator('#t3').click()
  await expect(chatbox(page)).toBeVisible()
  await page.keyboard.press('Escape')
  expect(opened).toHaveLength(0)

  await page.locator('#t2').click()
  await expect.poll(() => opened.length).toBe(1)
  await page.locator('#t4').click()
  await expect.poll(() => opened.length).toBe(2)
  await expect
    .poll(() => opened[0])
    .toBe(`https://wa.me/351910000001?text=${encodeURIComponent('Hello! I have a question.')}`)
  const events = await opens()
  expect(events).toHaveLength(2)
  expect(events[0]).toEqual({
    link: 'https://wa.me/351910000001?text=Hello!%20I%20have%20a%20question.',
    chat_channel: 'whatsapp',
    chat_id: '351910000001',
    chat_message: 'Hello! I have a question.',
  })
})

test('hover-open after 1.5 s on a computer, and the 600 ms re-open guard', async ({ page, context, settings }) => {
  await settings({ chat: {} })
  const opened = await recordWhatsApp(context)
  await page.goto('/')
  await expect(chatButton(page)).toBeVisible()
  // a short hover does nothing
  await chatButton(page).hover()
  await page.waitForTimeout(900)
  await page.mouse.move(10, 10)
  await page.waitForTimeout(900)
  await expect(chatbox(page)).toBeHidden()
  // a long hover opens the chatbox, not focused (the visitor did not click)
  const button = await chatButton(page).elementHandle()
  // A click right after it appeared is ignored. The click is made in the page the moment the
  // chatbox shows, so a busy test machine cannot push it past the 600 ms guard.
  const clickedAfter = page.evaluate(
    (btn) =>
      new Promise<number>((resolve) => {
        const shown = () =>
          [...document.querySelectorAll('[role=dialog]')].find((d) => (d as HTMLElement).offsetParent !== null)
        const obs = new MutationObserver(() => {
          if (!shown()) return
          obs.disconnect()
          const t0 = performance.now()
          ;(btn as HTMLElement).click()
          resolve(performance.now() - t0)
        })
        obs.observe(document.body, { subtree: true, childList: true, attributes: true })
      }),
    button,
  )
  await chatButton(page).hover()
  // 1.5 s of hover, then the chatbox's code loads on first opening: on a loaded CI machine that took
  // longer than the 1 s margin this had (a failure in a full run); the short hover above shows that
  // it does not open early.
  await expect(chatbox(page)).toBeVisible({ timeout: 5000 })
  expect(await clickedAfter).toBeLessThan(600)
  await page.waitForTimeout(300)
  expect(opened).toHaveLength(0)
  await expect(chatbox(page)).toBeVisible()
  // later, a click on the button opens WhatsApp and closes the chatbox
  await page.waitForTimeout(700)
  await chatButton(page).click()
  await expect.poll(() => opened.length).toBe(1)
  await expect(chatbox(page)).toBeHidden()
  expect(await storage(page, 'joinchat_hashes')).toBe((await widgetSettings(page)).message_hash)
})

test('opt-in: opt-out mode until the box is checked', async ({ page, context, settings }) => {
  await settings({ chat: { optIn: 'I agree to be contacted on WhatsApp', optInRequired: true, bubbles: [] } })
  const opened = await recordWhatsApp(context)
  await page.goto('/')
  await chatButton(page).click()
  const box = chatbox(page)
  const open = box.getByRole('button', { name: 'Open chat' })
  await expect(open).toHaveAttribute('aria-disabled', 'true')
  await expect(box.getByRole('img', { name: /QR code/ })).toHaveCount(0) // no way around the opt-in
  await page.waitForTimeout(700)
  await open.click({ force: true }) // aria-disabled: still clickable, and does nothing
  await chatButton(page).click()
  await page.waitForTimeout(300)
  expect(opened).toHaveLength(0)
  const check = box.getByRole('checkbox', { name: 'I agree to be contacted on WhatsApp' })
  await expect(check).toBeFocused()
  await check.check()
  await expect(open).not.toHaveAttribute('aria-disabled', 'true')
  await expect(box.getByRole('img', { name: /QR code/ })).toBeVisible()
  await open.click()
  await expect.poll(() => opened.length).toBe(1)
})

test('the SKU follows the page and its variant; web version on computers; the page can cancel the opening', async ({
  page,
  context,
  settings,
}) => {
  await settings({ chat: { whatsappWeb: true } })
  const opened = await recordWhatsApp(context)
  const opens = await recordOpenEvents(page)
  await page.goto('/tours')
  await page.locator('main a[href^="/tours/"]').first().click()
  await chatButton(page).click()
  // The page's SKU: the tour's, or its selected variant's once the offer has hydrated.
  const pageSku = () => page.locator('article[data-sku]').getAttribute('data-sku')
  await expect
    .poll(async () => (await chatbox(page).locator('.joinchat__sku').textContent()) === (await pageSku()))
    .toBe(true)
  expect(await pageSku()).toBeTruthy()
  // a variant picker changes the SKU: the chat follows (attribute + optional sku:change event)
  await page.evaluate(() => {
    document.querySelector('article[data-sku]')!.setAttribute('data-sku', 'VARIANT-7')
    window.dispatchEvent(new CustomEvent('sku:change', { detail: { sku: 'VARIANT-7' } }))
  })
  await expect(chatbox(page).locator('.joinchat__sku')).toHaveText('VARIANT-7')
  await page.waitForTimeout(600)
  await chatbox(page).getByRole('button', { name: 'Open chat' }).click()
  const message = 'Hello! I have a question.\nTour reference: VARIANT-7'
  await expect
    .poll(() => opened[0])
    .toBe(`https://web.whatsapp.com/send?phone=351910000001&text=${encodeURIComponent(message)}`)
  expect((await opens())[0]!.chat_message).toBe(message)

  // cancelled by the page: nothing opens
  await page.evaluate(() => window.addEventListener('joinchat:open', (e) => e.preventDefault()))
  await chatButton(page).click()
  await page.waitForTimeout(700)
  await chatbox(page).getByRole('button', { name: 'Open chat' }).click()
  await page.waitForTimeout(500)
  expect(opened).toHaveLength(1)
})

test('works without local storage', async ({ page, context, settings }) => {
  await settings({ chat: { bubbles: [] } })
  const opened = await recordWhatsApp(context)
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError')
      },
    })
  })
  await page.goto('/')
  await chatButton(page).click()
  await expect.poll(() => opened.length).toBe(1)
})
