import { expect, test } from './fixtures'
import { adminToken } from './helpers'

test('itinerary items slide open and closed', async ({ page }) => {
  await page.goto('/')
  const first = page.getByRole('button', { name: 'Morning: walk with your guide' })
  const second = page.getByRole('button', { name: 'Lunch: where the locals eat' })
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(second).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText('A long lunch in a family restaurant')).toBeHidden()
  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('A long lunch in a family restaurant')).toBeVisible()
  await second.click()
  await expect(page.getByText('A long lunch in a family restaurant')).toBeHidden()
})

test('tabs switch by click and by arrow keys', async ({ page }) => {
  await page.goto('/')
  const book = page.getByRole('tab', { name: 'How to book' })
  const pack = page.getByRole('tab', { name: 'What to pack' })
  await expect(book).toHaveAttribute('aria-selected', 'true')
  await pack.click()
  await expect(pack).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText('walking shoes')
  await pack.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Getting here' })).toBeFocused()
  await expect(page.getByRole('tabpanel')).toContainText('direct flights')
})

test('accordion opens one section at a time', async ({ page }) => {
  await page.goto('/')
  const a = page.getByRole('button', { name: 'How fit do I need to be?' })
  const b = page.getByRole('button', { name: 'Are flights included?' })
  await a.click()
  await expect(a).toHaveAttribute('aria-expanded', 'true')
  await b.click()
  await expect(b).toHaveAttribute('aria-expanded', 'true')
  await expect(a).toHaveAttribute('aria-expanded', 'false')
})

test('portfolio filter links show a category and mark the link current', async ({ page }) => {
  await page.goto('/gallery')
  const items = page.locator('.portfolio__item')
  await expect(items).toHaveCount(8)
  await page.locator('[data-filter="coast"]').click()
  await expect(page.locator('[data-filter="coast"]')).toHaveClass(/current/)
  await expect(page.locator('[data-filter="*"]')).not.toHaveClass(/current/)
  await expect(page.locator('.portfolio__item:visible')).toHaveCount(2)
  for (const cat of await page
    .locator('.portfolio__item:visible')
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.category)))
    expect(cat).toBe('coast')
  await page.locator('[data-filter="*"]').click()
  await expect(page.locator('.portfolio__item:visible')).toHaveCount(8)
})

test('pricing columns have equal heights', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/pricing')
  const heights = await page
    .locator('.pricing__plan')
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)))
  expect(heights.length).toBe(3)
  expect(new Set(heights).size).toBe(1)
})

test('a button without a destination is not a link to "#" (pricing plans, calls to action)', async ({
  page,
  request,
}) => {
  // An editor's pricing plan whose button has a label but no page picked (the internal link left empty).
  const token = await adminToken(request)
  const slug = `plans-${Date.now()}`
  const made = await request.post('/api/pages', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title: 'Plans without links',
      slug,
      _status: 'published',
      hero: { heading: 'Plans without links' },
      layout: [
        {
          blockType: 'pricingTable',
          heading: 'Plans',
          plans: [{ name: 'Basic', price: '€10', button: { type: 'reference', label: 'Ask us' } }],
        },
      ],
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  for (const path of ['/', '/pricing', '/gallery', '/tours', '/guides', `/${slug}`]) {
    await page.goto(path)
    const dead = await page
      .locator('main a[href="#"], main a:not([href])')
      .evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 120)))
    expect(dead, path).toEqual([])
  }
  // The button without a destination still shows its label, as text.
  await expect(page.locator('.pricing__plan .btn')).toHaveText('Ask us')
})

test('the carousel moves on after 5 s and pauses while hovered', async ({ page }) => {
  await page.goto('/')
  const slider = page.getByRole('region', { name: 'Highlights' })
  await slider.scrollIntoViewIfNeeded()
  await page.mouse.move(0, 0)
  const dots = slider.locator('.slider__dots button')
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 7000 })
  await slider.hover()
  await expect(slider).toHaveAttribute('data-paused', 'true')
  await page.waitForTimeout(5600)
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
  await slider.getByRole('button', { name: 'Next slide' }).click()
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
})

test('the header sticks after 125 px of scrolling', async ({ page }) => {
  await page.goto('/guides/lisbon-in-three-days')
  const header = page.locator('.site-header')
  await expect(header).not.toHaveClass(/is-stuck/)
  await page.evaluate(() => window.scrollTo(0, 100))
  await page.waitForTimeout(300)
  await expect(header).not.toHaveClass(/is-stuck/)
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(header).toHaveClass(/is-stuck/)
  expect(await header.evaluate((h) => h.getBoundingClientRect().top)).toBe(0)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).not.toHaveClass(/is-stuck/)
})
