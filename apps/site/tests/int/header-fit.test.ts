import { afterEach, describe, expect, it, vi } from 'vitest'
import { fitHeader, HEADER_FIT_SCRIPT } from '../../src/components/header-fit'

// How the header picks its layout (components/header-fit.ts): the first, from the widest, in which every
// part fits the bar's one line. Here the parts' boxes are given for each layout; the real ones, every
// width from 320 to 1920 px in five languages signed in and out, are e2e layout-widths.spec.

type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number }
const box = (left: number, right: number, top = 13, bottom = 51): Box => ({
  left,
  right,
  top,
  bottom,
  width: right - left,
  height: bottom - top,
})

/** A header 400 px wide (20 px padding) whose parts reach `ends[layout]` px. */
function fakeHeader(ends: Record<string, number>) {
  const attrs: Record<string, string> = {}
  const bar = {
    getBoundingClientRect: () => box(0, 400, 0, 64),
    querySelectorAll: () => [{ getBoundingClientRect: () => box(20, ends[attrs['data-fit']!] ?? 999) }],
  }
  const header = {
    attrs,
    querySelector: () => bar,
    setAttribute: (k: string, v: string) => (attrs[k] = v),
    getBoundingClientRect: () => box(0, 400, 0, 87),
    style: { setProperty: vi.fn() },
    ownerDocument: { documentElement: { style: { setProperty: vi.fn() } } },
  }
  return header
}

afterEach(() => vi.unstubAllGlobals())

describe('the header lays itself out where its words fit', () => {
  it('keeps the widest layout that fits', () => {
    vi.stubGlobal('getComputedStyle', () => ({ paddingLeft: '20px', paddingRight: '20px' }))
    vi.stubGlobal('window', { innerWidth: 400 })
    const all = fakeHeader({ bar: 380 })
    expect(fitHeader(all as never)).toBe('bar')
    const menu = fakeHeader({ bar: 700, 'bar shut': 560, menu: 372 })
    expect(fitHeader(menu as never)).toBe('menu')
    expect(menu.attrs).toMatchObject({ 'data-fit': 'menu', 'data-fit-width': '400' })
    expect(menu.style.setProperty).toHaveBeenCalledWith('--header-bottom', '87px')
    // the header's height, on the document: a full hero opening the page slides up under it (styles.css)
    expect(menu.ownerDocument.documentElement.style.setProperty).toHaveBeenCalledWith('--header-height', '87px')
  })

  it('ends with the tightest layout when nothing fits', () => {
    vi.stubGlobal('getComputedStyle', () => ({ paddingLeft: '20px', paddingRight: '20px' }))
    vi.stubGlobal('window', { innerWidth: 400 })
    expect(fitHeader(fakeHeader({}) as never)).toBe('menu shut tight')
  })

  it('is also the inline script, on the header around it', () => {
    vi.stubGlobal('getComputedStyle', () => ({ paddingLeft: '20px', paddingRight: '20px' }))
    vi.stubGlobal('window', { innerWidth: 400 })
    const header = fakeHeader({ 'bar shut': 300 })
    vi.stubGlobal('document', { currentScript: { closest: (s: string) => (s === '.site-header' ? header : null) } })
    new Function(HEADER_FIT_SCRIPT)()
    expect(header.attrs['data-fit']).toBe('bar shut')
  })
})
