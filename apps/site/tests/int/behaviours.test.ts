import { describe, expect, it } from 'vitest'
import {
  BEHAVIOUR_DEFAULTS,
  DEFAULT_MESSAGES,
  EL_BREAKPOINTS,
  LIGHTBOX_TEXTS,
  TOC_COOKIE,
} from '../../src/behaviours/defaults'
import { hashLinkId, HASH_ID } from '../../src/behaviours/hash-id'
import { detect, embedHtml, instagramId, vimeoId, youtubeId } from '../../src/behaviours/lightbox-detect'
import { scrollTargetY, tocScrollOffset } from '../../src/behaviours/offset'
import { buildPageConfig, pageConfigJson } from '../../src/behaviours/page-config'
import { blockedKey } from '../../src/behaviours/protection'
import { testPayload } from './payload'

describe('hash-change id (SPEC 5)', () => {
  it.each(['tab1', 'a', 'A-b_c:d.e', 'how-to-book', 'Z9'])('accepts %s', (id) => expect(HASH_ID.test(id)).toBe(true))
  it.each(['', '1tab', '-x', '_x', 'a b', 'a/b', 'a#b', 'é', 'x<y'])('refuses %j', (id) =>
    expect(HASH_ID.test(id)).toBe(false),
  )
  it("reads '#id' and '#!id' links", () => {
    expect(hashLinkId('#deposit')).toBe('deposit')
    expect(hashLinkId('#!deposit')).toBe('deposit')
    expect(hashLinkId('#!1x')).toBeNull()
    expect(hashLinkId('#')).toBeNull()
    expect(hashLinkId('/other#x')).toBeNull()
  })
  it("maps 'safari' to 'eael-safari'", () => {
    expect(hashLinkId('#safari')).toBe('eael-safari')
    expect(hashLinkId('#!safari')).toBe('eael-safari')
    expect(hashLinkId('#safari-2')).toBe('safari-2')
  })
  it("takes this page's own address followed by the hash (the page permalink)", () => {
    expect(hashLinkId('https://x.test/pricing#deposit', 'https://x.test/pricing')).toBe('deposit')
    expect(hashLinkId('/pricing#!single', 'https://x.test/pricing')).toBe('single')
    expect(hashLinkId('https://x.test/other#deposit', 'https://x.test/pricing')).toBeNull()
    expect(hashLinkId('https://evil.test/pricing#deposit', 'https://x.test/pricing')).toBeNull()
  })
})

describe('TOC offset rule (SPEC 9)', () => {
  it('is 30 px, a configured offset above 30 is used as configured', () => {
    expect(tocScrollOffset(undefined)).toBe(30)
    expect(tocScrollOffset(0)).toBe(30)
    expect(tocScrollOffset(30)).toBe(30)
    expect(tocScrollOffset(12)).toBe(30)
    expect(tocScrollOffset(31)).toBe(31)
    expect(tocScrollOffset(80)).toBe(80)
  })
  it('adds the admin bar and a fixed or sticky header', () => {
    expect(tocScrollOffset(30, 32, 64)).toBe(126)
    expect(tocScrollOffset(100, 0, 64)).toBe(164)
    expect(tocScrollOffset(10, -5, 0)).toBe(30)
  })
  it('ends within the scrollable range', () => {
    expect(scrollTargetY(1000, 94, 5000)).toBe(906)
    expect(scrollTargetY(50, 94, 5000)).toBe(0)
    expect(scrollTargetY(6000, 94, 5000)).toBe(5000)
  })
})

describe('content protection keys (SPEC 1/8)', () => {
  const k = (key: string, mods: Partial<{ ctrlKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) =>
    blockedKey({ key, ctrlKey: false, shiftKey: false, altKey: false, ...mods })
  it('blocks F12, Ctrl+Shift+I, Ctrl+Shift+K, Ctrl+U and Ctrl+P with their messages', () => {
    expect(k('F12')).toBe('inspectElement')
    expect(k('I', { ctrlKey: true, shiftKey: true })).toBe('inspectElement')
    expect(k('K', { ctrlKey: true, shiftKey: true })).toBe('inspectElement')
    expect(k('u', { ctrlKey: true })).toBe('viewSource')
    expect(k('p', { ctrlKey: true })).toBe('cutCopyPaste')
  })
  it('leaves typing and navigation keys alone', () => {
    for (const key of ['a', 'u', 'i', 'Tab', 'Enter', 'ArrowDown', ' ', 'F5']) expect(k(key)).toBeNull()
    expect(k('a', { ctrlKey: true })).toBeNull()
    expect(k('i', { ctrlKey: true })).toBeNull()
    expect(k('u', { ctrlKey: true, altKey: true })).toBeNull()
  })
})

describe('lightbox types (SPEC 2/8/9)', () => {
  it('detects images, YouTube, Vimeo, Instagram and video files', () => {
    expect(detect('/api/media/file/a-1600x1000.webp', null)).toEqual({
      type: 'image',
      src: '/api/media/file/a-1600x1000.webp',
    })
    expect(detect('https://x.test/a.JPG?x=1', null)).toMatchObject({ type: 'image' })
    expect(detect('https://www.youtube.com/watch?v=dQw4w9WgXcQ', null)).toMatchObject({ type: 'youtube' })
    expect(detect('https://youtu.be/dQw4w9WgXcQ', null)).toMatchObject({ type: 'youtube' })
    expect(detect('https://vimeo.com/76979871', null)).toMatchObject({ type: 'vimeo' })
    expect(detect('https://www.instagram.com/p/BXyz_12-a/', null)).toMatchObject({ type: 'instagram' })
    expect(detect('/media/clip.mp4', null)).toMatchObject({ type: 'video' })
  })
  it('lets data-type force the type', () => {
    expect(detect('/contact', 'url')).toEqual({ type: 'url', src: '/contact' })
    expect(detect('/img?id=3', 'image')).toMatchObject({ type: 'image' })
  })
  it('has SPEC errors: no target, undetectable or unknown forced type', () => {
    expect(detect(null, null)).toEqual({ error: 'noTarget' })
    expect(detect('  ', 'image')).toEqual({ error: 'noTarget' })
    expect(detect('#', null)).toEqual({ error: 'noTarget' })
    expect(detect('javascript:alert(1)', 'url')).toEqual({ error: 'noTarget' })
    expect(detect('/contact', null)).toEqual({ error: 'type' })
    expect(detect('/a.jpg', 'flash')).toEqual({ error: 'type' })
    expect(LIGHTBOX_TEXTS.type).toBe(
      'Could not detect remote target type. Force the type using data-type="image|youtube|vimeo|instagram|url|video"',
    )
  })
  it('reads ids and builds embeds with SPEC widths', () => {
    expect(youtubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(vimeoId('https://player.vimeo.com/video/123')).toBe('123')
    expect(instagramId('https://instagram.com/reel/Abc-1/')).toBe('Abc-1')
    const o = { videoWidth: 560, instagramWidth: 612, loading: 'Loading...', title: 'T' }
    expect(embedHtml('youtube', 'https://youtu.be/dQw4w9WgXcQ', o)).toContain(
      'src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1" width="560" height="315"',
    )
    expect(embedHtml('instagram', 'https://www.instagram.com/p/Abc/', o)).toContain('width="612"')
    expect(embedHtml('video', '/a.mp4', o)).toContain('width="560"')
    expect(embedHtml('url', '/x"><script>', o)).toContain('src="/x&#34;&#62;&#60;script&#62;"')
    expect(embedHtml('youtube', 'https://example.com/', o)).toBeNull()
  })
})

describe('page configuration object (SPEC 3)', () => {
  it('has every SPEC key and the defaults', () => {
    const cfg = buildPageConfig(null)
    expect(Object.keys(cfg)).toEqual(
      expect.arrayContaining([
        'ajaxurl',
        'nonce',
        'i18n',
        'translate',
        'page_permalink',
        'cart_redirectition',
        'cart_page_url',
        'el_breakpoints',
      ]),
    )
    expect(cfg.ajaxurl).toBe('/api/ajax')
    expect(cfg.i18n).toEqual({ added: 'Added to your cart', compare: 'Compare', loading: 'Loading...' })
    expect(cfg.cart_redirectition).toBe('yes')
    expect(cfg.cart_page_url).toBe('/cart')
    expect(cfg.translate.required_text).toBe('is a required field')
    expect(cfg.translate.invalid_text).toBe('Invalid')
    expect(cfg.el_breakpoints).toEqual(EL_BREAKPOINTS)
    expect(cfg.el_breakpoints.map((b) => [b.value, b.direction, b.is_enabled])).toEqual([
      [767, 'max', true],
      [880, 'max', false],
      [1024, 'max', true],
      [1200, 'max', false],
      [1366, 'max', false],
      [2400, 'min', false],
    ])
    for (const b of cfg.el_breakpoints)
      expect(Object.keys(b).sort()).toEqual(['default_value', 'direction', 'is_enabled', 'label', 'value'])
    const b = cfg.behaviours
    expect(b.scrollTop).toEqual({ enabled: true, threshold: 100, fadeMs: 300, scrollMs: 300 })
    expect(b.protection).toEqual({ enabled: true, showMessages: '0' })
    expect(b.toast.durationMs).toBe(3000)
    expect(b.anchors.durationMs).toBe(500)
    expect(b.hashLinks.durationMs).toBe(300)
    expect(b.toc).toMatchObject({
      offset: 30,
      durationMs: 500,
      cookie: { prefix: 'ezTOC_hidetoc-', days: 30, path: '/', sameSite: 'Strict' },
    })
    expect(b.animations).toMatchObject({ threshold: 0.1, rootMarginBottom: 50, startDelayMs: 500 })
    expect(b.lightbox).toMatchObject({ videoWidth: 560, instagramWidth: 612 })
    expect(b.loaded.mainSliderDelayMs).toBe(10_000)
    expect(b.slider).toMatchObject({ carouselIntervalMs: 5000, slidesIntervalMs: 7000, slidesAnimationMs: 600 })
    expect(cfg.messages).toEqual(DEFAULT_MESSAGES)
  })
  it('takes the other scroll-to-top reading and the settings', () => {
    const cfg = buildPageConfig({
      behaviours: { scrollTop: { timings: '200/500' }, protection: { showMessages: '1' } },
      booking: { cartRedirect: false },
    })
    expect(cfg.behaviours.scrollTop).toMatchObject({ fadeMs: 200, scrollMs: 500 })
    expect(cfg.behaviours.protection.showMessages).toBe('1')
    expect(cfg.cart_redirectition).toBe('no')
  })
  it('cannot close its script tag', () => {
    const cfg = buildPageConfig({ behaviours: { messages: { added: '</script><script>alert(1)</script>' } } })
    expect(pageConfigJson(cfg)).not.toContain('</script')
    expect(JSON.parse(pageConfigJson(cfg)).messages.added).toBe('</script><script>alert(1)</script>')
  })
  it('gets SPEC values from the site settings global (migration defaults)', async () => {
    const payload = await testPayload()
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    const cfg = buildPageConfig(settings)
    expect(cfg.behaviours).toEqual(buildPageConfig(null).behaviours)
    expect(cfg.messages).toEqual(DEFAULT_MESSAGES)
    expect(TOC_COOKIE.prefix + 0).toBe('ezTOC_hidetoc-0')
    expect(BEHAVIOUR_DEFAULTS.scrollTop.threshold).toBe(100)
  })
})
