import { ready } from './behaviours-fixture'
import { adminToken } from './helpers'
import { expect, test, type Page } from './fixtures'

/** Adds a link marked for the lightbox, as an editor's content or another block would. */
const addLink = (page: Page, name: string, attrs: Record<string, string>) =>
  page.evaluate(
    ({ name, attrs }) => {
      const a = document.createElement('a')
      a.textContent = name
      for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v)
      document.querySelector('main')!.prepend(a)
    },
    { name, attrs },
  )
const dialog = (page: Page) => page.getByRole('dialog')

test('the gallery opens in the lightbox (loaded on first open), with arrows, Escape and focus restored', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
  await page.goto('/gallery')
  await ready(page)
  await expect(page.locator('.pswp')).toHaveCount(0)
  const before = scripts.length
  const first = page.locator('.portfolio__item a').first()
  await first.click()
  await expect(dialog(page)).toBeVisible()
  expect(scripts.length).toBeGreaterThan(before) // the lightbox code came with the first open
  await expect(page).toHaveURL(/\/gallery$/)
  await expect(page.locator('.pswp__counter')).toHaveText('1 of 8')
  await expect(
    page.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)'),
  ).toBeVisible()
  await expect(page.locator('.pswp[data-ready]')).toHaveCount(1) // keys work once the opening animation ended
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('.pswp__counter')).toHaveText('2 of 8')
  await page.keyboard.press('ArrowLeft')
  await expect(page.locator('.pswp__counter')).toHaveText('1 of 8')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await expect(first).toBeFocused()
})

test('keyboard: Enter opens it, focus stays inside while tabbing, Escape closes and focus returns', async ({
  page,
}) => {
  await page.goto('/gallery')
  await ready(page)
  const link = page.locator('.portfolio__item a').nth(2)
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toBeVisible()
  await expect(page.locator('.pswp[data-ready]')).toHaveCount(1)
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.pswp'))).toBe(true)
  for (const key of [
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
  ]) {
    await page.keyboard.press(key)
    expect(await page.evaluate(() => !!document.activeElement?.closest('.pswp')), key).toBe(true)
  }
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('.pswp__counter')).toHaveText('4 of 8')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await expect(link).toBeFocused()
})

test('"Loading..." while an image loads, then the image', async ({ page }) => {
  await page.goto('/gallery')
  await ready(page)
  const href = (await page.locator('.portfolio__item a').first().getAttribute('href'))!
  await page.route(`**${href}`, async (route) => {
    await new Promise((r) => setTimeout(r, 1500))
    await route.continue()
  })
  await page.locator('.portfolio__item a').first().click()
  await expect(page.getByText('Loading...', { exact: true }).first()).toBeVisible()
  await expect(
    page.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)'),
  ).toBeVisible()
  await expect.poll(() => page.locator('.lb-loading-indicator').first().isHidden(), { timeout: 5000 }).toBe(true)
})

test("SPEC's error texts", async ({ page }) => {
  await page.goto('/gallery')
  await ready(page)
  await addLink(page, 'No target', { 'data-lightbox': '' })
  await page.getByText('No target', { exact: true }).click()
  await expect(dialog(page).getByRole('alert')).toHaveText('No remote target given')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)

  await addLink(page, 'Unknown type', { 'data-lightbox': '', href: '/contact' })
  await page.getByText('Unknown type', { exact: true }).click()
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'Could not detect remote target type. Force the type using data-type="image|youtube|vimeo|instagram|url|video"',
  )
  await page.keyboard.press('Escape')

  await addLink(page, 'Broken image', { 'data-lightbox': '', href: '/missing-picture.jpg', 'data-type': 'image' })
  await page.getByText('Broken image', { exact: true }).click()
  await expect(dialog(page).getByRole('alert')).toHaveText('Failed to load image: /missing-picture.jpg')
  await page.keyboard.press('Escape')

  await addLink(page, 'Broken sized image', {
    'data-lightbox': '',
    href: '/missing-2.jpg',
    'data-width': '800',
    'data-height': '600',
  })
  await page.getByText('Broken sized image', { exact: true }).click()
  await expect(dialog(page).getByRole('alert')).toHaveText('Failed to load image: /missing-2.jpg')
})

test('YouTube, Vimeo and video at width 560, Instagram at 612, plain URLs with data-type="url"', async ({ page }) => {
  await page.route(/youtube-nocookie\.com|vimeo\.com|instagram\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>embed</p>' }),
  )
  await page.goto('/gallery')
  await ready(page)
  const cases: [string, Record<string, string>, string, string][] = [
    [
      'Watch on YouTube',
      { href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      'iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]',
      '560',
    ],
    [
      'Watch on Vimeo',
      { href: 'https://vimeo.com/76979871' },
      'iframe[src^="https://player.vimeo.com/video/76979871"]',
      '560',
    ],
    [
      'See on Instagram',
      { href: 'https://www.instagram.com/p/Cabc123/' },
      'iframe[src="https://www.instagram.com/p/Cabc123/embed/"]',
      '612',
    ],
    ['Play the clip', { href: '/clip.mp4' }, 'video[src="/clip.mp4"]', '560'],
    ['Forced video', { href: '/stream?id=4', 'data-type': 'video' }, 'video[src="/stream?id=4"]', '560'],
    ['Open the contact page', { href: '/contact', 'data-type': 'url' }, 'iframe[src="/contact"]', '1000'],
  ]
  for (const [name, attrs, selector, width] of cases) {
    await addLink(page, name, { 'data-lightbox': '', ...attrs })
    await page.getByText(name, { exact: true }).click()
    const el = dialog(page).locator(selector)
    await expect(el).toHaveCount(1)
    await expect(el).toHaveAttribute('width', width)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
  }
})

test('tour galleries and the media block open too', async ({ page }) => {
  await page.goto('/tours/azores-island-hopping')
  await ready(page)
  const links = page.locator('a[data-lightbox="tour"]')
  const n = await links.count()
  expect(n).toBeGreaterThan(1)
  await links.first().click()
  await expect(page.locator('.pswp__counter')).toHaveText(`1 of ${n}`)
  await page.keyboard.press('Escape')
  await page.goto('/')
  await ready(page)
  await page.getByRole('link', { name: 'Open the image larger' }).click()
  await expect(dialog(page)).toBeVisible()
  await expect(
    page.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)'),
  ).toBeVisible()
})

/** The smallest MP4 a browser and Payload's type sniffing take: an ftyp box and an empty mdat. */
const tinyMp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom'),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('mdat'),
  ])

test('galleries and media blocks take video files and YouTube links, with a poster (issue 13.9)', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const upload = async (name: string, mimeType: string, buffer: Buffer, data: Record<string, unknown>) => {
    const res = await request.post('/api/media', {
      headers: auth,
      multipart: { file: { name, mimeType, buffer }, _payload: JSON.stringify(data) },
    })
    expect(res.status(), await res.text()).toBe(201)
    return ((await res.json()) as { doc: { id: number; url: string } }).doc
  }
  const stamp = Date.now()
  const pages = (await (
    await request.get('/api/media?limit=1&where[mimeType][contains]=image&depth=0', { headers: auth })
  ).json()) as { docs: { id: number }[] }
  const image = pages.docs[0]!
  const film = await upload(`tram-${stamp}.mp4`, 'video/mp4', tinyMp4(), {
    alt: 'Tram 28 on the hill',
    poster: image.id,
  })
  const bare = await upload(`waves-${stamp}.mp4`, 'video/mp4', tinyMp4(), { alt: 'Waves at Nazaré' })
  const slug = `videos-${stamp}`
  const made = await request.post('/api/pages', {
    headers: auth,
    data: {
      title: 'Videos',
      slug,
      _status: 'published',
      hero: { style: 'none' },
      layout: [
        {
          blockType: 'gallery',
          heading: 'Films',
          allLabel: 'All',
          items: [
            { image: image.id, title: 'A photo', category: 'Photos' },
            { image: film.id, title: 'Tram 28', category: 'Films' },
            { image: bare.id, title: 'Waves', category: 'Films' },
            {
              image: image.id,
              videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
              title: 'On YouTube',
              category: 'Films',
            },
          ],
        },
        { blockType: 'mediaBlock', media: film.id, caption: 'The tram', lightbox: true },
      ],
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  // A link that is not a video site is refused with a clear message.
  const bad = await request.post('/api/pages', {
    headers: auth,
    data: {
      title: 'Bad',
      slug: `bad-${stamp}`,
      layout: [{ blockType: 'mediaBlock', media: image.id, videoUrl: 'https://evil.example/x' }],
    },
  })
  expect(bad.status()).toBe(400)
  expect(await bad.text()).toContain('Give a YouTube, Vimeo or Instagram address')

  const failures: string[] = []
  page.on('console', (m) => /Failed to load/.test(m.text()) && failures.push(m.text()))
  await page.goto(`/${slug}`)
  await ready(page)
  const items = page.locator('.portfolio__item a')
  await expect(items).toHaveCount(4)
  // Thumbnails: real pictures (the photo, the film's poster, the link's poster) or the local placeholder.
  for (const i of [0, 1, 3]) {
    const img = items.nth(i).locator('img')
    await img.scrollIntoViewIfNeeded()
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
  }
  await expect(items.nth(2).locator('.media-placeholder')).toHaveAttribute('aria-label', 'Waves')
  for (const i of [1, 2, 3]) await expect(items.nth(i).locator('.media-play')).toHaveCount(1)
  await expect(items.nth(0).locator('.media-play')).toHaveCount(0)

  // The lightbox opens each with the right element.
  // (PhotoSwipe also lays out the neighbouring slides: look for the one in view.)
  const shown = (sel: string) => dialog(page).locator(sel).filter({ visible: true })
  await items.nth(1).click()
  await expect(shown(`video[controls][src="${film.url}"]`)).toHaveCount(1)
  await page.keyboard.press('ArrowRight')
  await expect(shown(`video[controls][src="${bare.url}"]`)).toHaveCount(1)
  await page.keyboard.press('ArrowRight')
  await expect(shown('iframe[src*="youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toHaveCount(1)
  await expect(dialog(page)).not.toContainText('Failed to load')
  await page.keyboard.press('Escape')
  const block = page.locator('main figure a[data-lightbox="media"]')
  await expect(block).toHaveAttribute('data-type', 'video')
  await block.click()
  await expect(shown(`video[controls][src="${film.url}"]`)).toHaveCount(1)
  expect(failures).toEqual([])
})
