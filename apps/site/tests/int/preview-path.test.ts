// The preview route (/next/preview?path=...) turns on draft mode and redirects to `path`: only a path
// of this site may be accepted. Browsers read `/\evil.example` as `//evil.example` (issue 15, item 15).
import { describe, expect, it } from 'vitest'
import { previewUrl, sameSitePath } from '../../src/lib/preview'

describe('sameSitePath', () => {
  it('refuses every address that a browser would take to another site', () => {
    for (const p of [
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '//evil.example',
      '/%09/evil.example'.replace('%09', '\t'),
      '/\n/evil.example',
      'https://evil.example/',
      'evil.example',
      '',
      '/ /x',
      '/a\\b',
    ])
      expect(sameSitePath(p), JSON.stringify(p)).toBeNull()
    expect(sameSitePath(null)).toBeNull()
    expect(sameSitePath('/' + 'a'.repeat(3000))).toBeNull()
  })

  it("keeps the site's own paths as they are", () => {
    for (const p of ['/', '/guides/lisbon-in-three-days', '/tours/porto?x=1#top', '/%5Cevil', '/caf%C3%A9'])
      expect(sameSitePath(p)).toBe(p)
    const own = new URL(previewUrl('guides', 'lisbon'), 'http://localhost').searchParams.get('path')
    expect(sameSitePath(own)).toBe('/guides/lisbon')
  })
})
