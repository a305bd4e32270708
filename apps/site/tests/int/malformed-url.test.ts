import { describe, expect, it } from 'vitest'
import { answerMalformed, isMalformedPath, NOT_FOUND_PATH } from '../../src/lib/malformed-url.mjs'
import { slugify } from '../../src/fields/slug'

describe('malformed addresses (server.mjs answers them before Next.js)', () => {
  it('finds invalid percent-encodings in the path only', () => {
    for (const url of ['/guides/lisbon%', '/%E0%A4%A', '/tours/%C0%AF', '/%ff%fe', '/a/%ZZ?x=1', '/api/pages/%'])
      expect(isMalformedPath(url), url).toBe(true)
    for (const url of [
      '/',
      '/guides/lisbon-in-three-days',
      '/%3Cscript%3E',
      '/caf%C3%A9',
      '/guides?page=%',
      '/x?q=%E0%A4%A',
      '/100%25',
    ])
      expect(isMalformedPath(url), url).toBe(false)
  })

  it('answers the API with a 400 in Payload’s error shape, pages with the 404 page, and lets good ones through', () => {
    const sent: { status?: number; headers?: Record<string, string | number>; body?: string } = {}
    const res = {
      writeHead: (status: number, headers: Record<string, string | number>) => Object.assign(sent, { status, headers }),
      end: (body?: string) => Object.assign(sent, { body }),
    }
    const rendered: string[] = []
    const render = (p: string) => rendered.push(p)
    expect(answerMalformed({ url: '/api/pages/%E0%A4%A', method: 'GET' } as never, res as never, render)).toBe(true)
    expect(sent.status).toBe(400)
    expect(JSON.parse(sent.body!).errors[0].message).toMatch(/percent-encoding/)
    expect(Number(sent.headers!['content-length'])).toBe(Buffer.byteLength(sent.body!))
    expect(rendered).toEqual([])

    expect(answerMalformed({ url: '/guides/lisbon%?a=1', method: 'GET' } as never, res as never, render)).toBe(true)
    expect(rendered).toEqual([NOT_FOUND_PATH])

    expect(answerMalformed({ url: '/guides/lisbon-in-three-days', method: 'GET' } as never, res as never, render)).toBe(
      false,
    )
    expect(rendered).toHaveLength(1)
  })

  it('renders the 404 through a path no editor’s page can take', () => {
    expect(slugify(NOT_FOUND_PATH.slice(1))).not.toBe(NOT_FOUND_PATH.slice(1))
  })
})
