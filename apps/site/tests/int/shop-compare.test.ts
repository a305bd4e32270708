import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { toursBySlug } from '../../src/booking/compare-tours'
import { testPayload, testTour } from './payload'

// Issue 27 item 3: the comparison lists the tours marked on a page of any language, by the slugs of that
// page's language, in the language of the comparison's own page.

let payload: Payload
const stamp = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`
const a = { en: `compare-a-${stamp}`, pt: `comparar-a-${stamp}` }
const b = { en: `compare-b-${stamp}` } // no Portuguese version: its English texts and slug everywhere

beforeAll(async () => {
  payload = await testPayload()
  await testTour(payload, { title: `Tour A ${stamp}`, slug: a.en }, { title: `Circuito A ${stamp}`, slug: a.pt })
  await testTour(payload, { title: `Tour B ${stamp}`, slug: b.en })
})

const titles = async (slugs: string[], locale: 'en' | 'pt' | 'es') =>
  (await toursBySlug(payload, slugs, locale)).map((t) => t.title)

describe('toursBySlug', () => {
  it("finds a tour by its slug in the page's language", async () => {
    expect(await titles([a.pt, b.en], 'pt')).toEqual([`Circuito A ${stamp}`, `Tour B ${stamp}`])
    expect(await titles([a.en, b.en], 'en')).toEqual([`Tour A ${stamp}`, `Tour B ${stamp}`])
  })

  it('takes the slugs of another language (a list marked before a language switch), in the order given', async () => {
    expect(await titles([b.en, a.pt], 'en')).toEqual([`Tour B ${stamp}`, `Tour A ${stamp}`])
    expect(await titles([a.en], 'pt')).toEqual([`Circuito A ${stamp}`])
    expect(await titles([a.pt], 'es')).toEqual([`Tour A ${stamp}`])
  })

  it('lists a tour named twice (by its two slugs) once, and skips slugs of no tour', async () => {
    expect(await titles([a.en, `nothing-${stamp}`, a.pt, b.en], 'pt')).toEqual([
      `Circuito A ${stamp}`,
      `Tour B ${stamp}`,
    ])
    expect(await titles([], 'pt')).toEqual([])
  })
})
