import { describe, expect, it, vi } from 'vitest'
import { slugify } from '../../src/fields/slug'
import { extractHeadings, outline } from '../../src/lib/headings'
import { isSafeUrl, sanitizeUrl } from '../../src/lib/sanitize-url'
import { doc, h, p } from '../../src/seed/lexical'

describe('link sanitising (SPEC 5)', () => {
  it.each([
    '/',
    '/tours/x',
    '#top',
    '#',
    'https://example.com',
    'http://a.b',
    'mailto:a@b.c',
    'tel:+351210000000',
    'webcal://x',
    'urn:isbn:1',
    'sms:+1',
    'xmpp:a@b',
  ])('passes %s', (url) => expect(isSafeUrl(url)).toBe(true))
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>',
    'vbscript:x',
    'file:///etc/passwd',
    '',
    'blob:https://x',
  ])('turns %j into # and logs "Error sanitizing URL:"', (url) => {
    const log = vi.fn()
    expect(sanitizeUrl(url, log)).toBe('#')
    expect(log).toHaveBeenCalledWith('Error sanitizing URL:', url)
  })
  it('keeps a safe URL as given', () => expect(sanitizeUrl('https://x.y/a?b=1', vi.fn())).toBe('https://x.y/a?b=1'))
  it('refuses non-strings', () => expect(sanitizeUrl({} as unknown, vi.fn())).toBe('#'))
})

describe('slugs and heading anchors', () => {
  it('makes URL-safe slugs', () => {
    expect(slugify('  Lisbon & Sintra: Discovery!  ')).toBe('lisbon-sintra-discovery')
    expect(slugify('São Miguel — Açores')).toBe('sao-miguel-acores')
  })
  it('gives headings stable ids from their text, numbering repeats', () => {
    const body = doc(h('h2', 'Getting there'), p('x'), h('h3', 'By train'), h('h2', 'Getting there'), h('h4', 'Tips'))
    expect(extractHeadings(body)).toEqual([
      { id: 'getting-there', text: 'Getting there', level: 2 },
      { id: 'by-train', text: 'By train', level: 3 },
      { id: 'getting-there-2', text: 'Getting there', level: 2 },
      { id: 'tips', text: 'Tips', level: 4 },
    ])
  })
  it('numbers the table of contents as an outline: 1, 2, 2.1, 2.2, 3, 3.1.1 (issue 13.12: h3 entries got their h2 number)', () => {
    const body = doc(
      h('h2', 'A'),
      h('h2', 'B'),
      h('h3', 'B one'),
      h('h3', 'B two'),
      h('h2', 'C'),
      h('h4', 'C deep'),
      h('h3', 'C one'),
    )
    const tree = outline(extractHeadings(body))
    const flat = (nodes: ReturnType<typeof outline>, depth = 0): string[] =>
      nodes.flatMap((n) => [`${'  '.repeat(depth)}${n.number} ${n.text}`, ...flat(n.children, depth + 1)])
    expect(flat(tree)).toEqual(['1 A', '2 B', '  2.1 B one', '  2.2 B two', '3 C', '  3.1 C deep', '  3.2 C one'])
    expect(outline([])).toEqual([])
    // A first heading deeper than the rest starts its own entry.
    expect(flat(outline(extractHeadings(doc(h('h3', 'Intro'), h('h2', 'Main')))))).toEqual(['1 Intro', '2 Main'])
  })
  it('keeps an id when other text changes', () => {
    const a = extractHeadings(doc(p('one'), h('h2', 'Food')))
    const b = extractHeadings(doc(p('two, longer'), p('more'), h('h2', 'Food')))
    expect(a[0]!.id).toBe(b[0]!.id)
  })
})

describe('prefetch on intent: which links', async () => {
  const { prefetchable } = await import('../../src/components/client/IntentPrefetch.client')
  const a = (href: string, attrs: Record<string, string> = {}) =>
    ({
      href: new URL(href, 'https://site.test').href,
      target: attrs.target ?? '',
      hasAttribute: (n: string) => n in attrs,
    }) as unknown as HTMLAnchorElement
  it.each([
    ['/guides/lisbon', '/guides/lisbon'],
    ['/tours?x=1#top', '/tours?x=1'],
    ['https://site.test/', '/'],
  ])('prefetches page link %s as %s', (href, want) => expect(prefetchable(a(href), 'https://site.test')).toBe(want))
  it.each([
    'https://other.test/x',
    '/api/media/file/a.webp',
    '/admin',
    '/guides/rss.xml',
    '/_next/static/x.js',
    '/next/exit-preview',
    '/next/preview?slug=x',
  ])('leaves %s alone', (href) => expect(prefetchable(a(href), 'https://site.test')).toBeNull())
  it('leaves new-window and download links alone', () => {
    expect(prefetchable(a('/tours', { target: '_blank' }), 'https://site.test')).toBeNull()
    expect(prefetchable(a('/tours', { download: '' }), 'https://site.test')).toBeNull()
  })
})

describe('match stages in the admin (issue 13.12)', async () => {
  const { STAGE_OPTIONS, KNOWN_STAGES } = await import('../../src/football/stages')
  it('every stage has a label an editor reads, and the stored value is unchanged', () => {
    expect(STAGE_OPTIONS.map((o) => o.value)).toEqual([...KNOWN_STAGES])
    for (const o of STAGE_OPTIONS) {
      expect(o.label, o.value).toMatch(/^[A-Z]/)
      expect(o.label, o.value).not.toMatch(/_/)
    }
    const label = (v: string) => STAGE_OPTIONS.find((o) => o.value === v)!.label
    expect(label('finished_technical_defeat')).toBe('Finished: awarded (technical defeat)')
    expect(label('plan')).toBe('Planned (not started)')
  })
})
