import { expect, test } from './fixtures'
import { behavioursPage } from './behaviours-fixture'

let url = ''
test.beforeAll(async ({ request }) => {
  url = await behavioursPage(request, 'behaviours-page')
})

test('every page carries the page configuration object with SPEC keys and el_breakpoints', async ({ page }) => {
  for (const path of ['/', '/guides/lisbon-in-three-days', '/contact']) {
    await page.goto(path)
    const cfg = JSON.parse((await page.locator('#page-config').textContent())!)
    expect(cfg.ajaxurl).toBe('/api/ajax')
    expect(cfg).toHaveProperty('nonce')
    expect(cfg.i18n).toEqual({ added: 'Added to your cart', compare: 'Compare', loading: 'Loading...' })
    expect(cfg.translate).toMatchObject({
      required_text: 'is a required field',
      invalid_text: 'Invalid',
      fg_mfp_counter_text: 'of',
    })
    expect(cfg.cart_redirectition).toBe('yes')
    expect(cfg.cart_page_url).toBe('/cart')
    type Bp = { label: string; value: number; default_value: number; direction: string; is_enabled: boolean }
    expect(
      (cfg.el_breakpoints as Bp[]).map((b) => [b.label, b.value, b.default_value, b.direction, b.is_enabled]),
    ).toEqual([
      ['Mobile Portrait', 767, 767, 'max', true],
      ['Mobile Landscape', 880, 880, 'max', false],
      ['Tablet Portrait', 1024, 1024, 'max', true],
      ['Tablet Landscape', 1200, 1200, 'max', false],
      ['Laptop', 1366, 1366, 'max', false],
      ['Widescreen', 2400, 2400, 'min', false],
    ])
    expect(cfg.behaviours.toast.durationMs).toBe(3000)
    expect(cfg.messages.rightClick).toBe('Right click is disabled!')
  }
})

test('the form texts come from the page configuration object', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Your name is a required field')).toBeVisible()
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Invalid', { exact: true })).toBeVisible()
})

test('the loaded mark comes at once without a main slider', async ({ page }) => {
  await page.goto('/guides')
  await expect(page.locator('body')).toHaveClass(/\bloaded\b/)
})

test('with a main slider the loaded mark comes after 10 s; the slide carousel moves every 7 s with a 600 ms animation', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto(url)
  // Pause the clock once the loaded-mark behaviour has started (its 10 s count starts there).
  await page.waitForFunction(() => (document.documentElement.dataset.behaviours ?? '').split(' ').includes('loaded'))
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50)
  const slider = page.locator('[data-main-slider]')
  await expect(slider).toHaveCount(1)
  await expect(slider).toHaveAttribute('style', /--slide-ms:\s*600ms/)
  await page.mouse.move(0, 0)
  const dots = slider.locator('.slider__dots button')
  await page.clock.runFor(5000)
  await expect(page.locator('body')).not.toHaveClass(/\bloaded\b/)
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
  await page.clock.runFor(2100)
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
  await expect(page.locator('body')).not.toHaveClass(/\bloaded\b/)
  await page.clock.runFor(3000)
  await expect(page.locator('body')).toHaveClass(/\bloaded\b/)
})

test('images below the fold load lazily', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const below = await page
    .locator('main img')
    .evaluateAll((imgs) =>
      imgs.filter((i) => i.getBoundingClientRect().top > innerHeight + 100).map((i) => i.getAttribute('loading')),
    )
  expect(below.length).toBeGreaterThan(2)
  expect(new Set(below)).toEqual(new Set(['lazy']))
})

test('a javascript: link saved by an editor reaches the visitor as "#"', async ({ page }) => {
  const res = await page.goto(url)
  const html = await res!.text()
  expect(html).not.toMatch(/javascript:alert/i)
  await expect(page.getByRole('link', { name: 'A link saved with javascript' })).toHaveAttribute('href', '#')
})
