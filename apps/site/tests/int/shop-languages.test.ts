import crypto from 'node:crypto'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueFormToken } from '../../src/form-token/server'
import { resetLimitStore } from '../../src/lib/rate-limit'
import { testPayload, testRoomOptions, testTour } from './payload'

// Issue 19: the cart and booking API answer in the language of the page that asked (its Referer), or
// of an explicit ?locale=; English otherwise, as before.

let payload: Payload
let tourId: number
const stamp = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`
const savedTrust = process.env.TRUST_PROXY

beforeAll(async () => {
  payload = await testPayload()
  process.env.TRUST_PROXY = '1'
  await resetLimitStore()
  tourId = await testTour(payload, {
    title: `Language test tour ${stamp}`,
    slug: `language-test-${stamp}`,
    sku: 'LANG-TEST',
  })
})
afterAll(() => {
  if (savedTrust === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = savedTrust
})

async function call(method: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const { default: config } = await import('../../src/payload.config')
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000${url}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Form-Token': issueFormToken(),
        'X-Forwarded-For': '198.51.100.19',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
  type Answer = { errors?: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }
  return {
    status: res.status,
    cookie: res.headers.get('set-cookie'),
    json: (await res.json()) as Answer & Record<string, unknown>,
  }
}
const message = (r: Awaited<ReturnType<typeof call>>) => r.json.errors?.[0]?.message

describe('cart and booking answers in the page language', () => {
  it('speaks the Referer page’s language, an explicit ?locale= first, English without either', async () => {
    const bad = { product: 'x', quantity: 1 }
    const pt = await call('POST', '/api/shop/cart/items', bad, { Referer: 'http://localhost:3000/pt/circuitos/x' })
    expect(pt.status).toBe(400)
    expect(message(pt)).toBe('Escolha um circuito, as suas opções e o número de viajantes.')
    const de = await call('POST', '/api/shop/cart/items?locale=de', bad, {
      Referer: 'http://localhost:3000/pt/carrinho',
    })
    expect(message(de)).toBe('Wählen Sie eine Reise, ihre Optionen und die Zahl der Reisenden.')
    const en = await call('POST', '/api/shop/cart/items', bad)
    expect(message(en)).toBe('Choose a tour, its options and the number of travellers.')
    const enPage = await call('POST', '/api/shop/cart/items', bad, { Referer: 'http://localhost:3000/tours/x' })
    expect(message(enPage)).toBe('Choose a tour, its options and the number of travellers.')
  })

  it('translates the tour rules, the booking form’s field errors and the confirmation', async () => {
    const fr = await call(
      'POST',
      '/api/shop/cart/items',
      { product: tourId, quantity: 99 },
      { Referer: 'http://localhost:3000/fr/circuits/x' },
    )
    expect(fr.status).toBe(400)
    expect(message(fr)).toMatch(/^Voyageurs pour ce circuit\u00a0: de 1 à \d+\.$/)

    const ref = { Referer: 'http://localhost:3000/pt/carrinho' }
    const added = await call('POST', '/api/shop/cart/items', { product: tourId, quantity: 2 }, ref)
    expect(added.status).toBe(200)
    const cookie = added.cookie!.split(';')[0]!
    const invalid = await call(
      'POST',
      '/api/shop/booking',
      { contact: { name: '', email: 'no' }, travellers: [{ name: 'Ana' }] },
      { ...ref, Cookie: cookie },
    )
    expect(invalid.status).toBe(400)
    const fields = invalid.json.errors?.[0]?.data?.errors ?? []
    expect(fields).toContainEqual({ path: 'contact.name', message: 'O seu nome é um campo obrigatório' })
    expect(fields).toContainEqual({ path: 'contact.email', message: 'E-mail: inválido' })
    const count = await call(
      'POST',
      '/api/shop/booking',
      { contact: { name: 'Ana', email: 'ana@example.com' }, travellers: [{ name: 'Ana' }] },
      { ...ref, Cookie: cookie },
    )
    expect(message(count)).toBe('O seu carrinho é para 2 viajantes: indique um nome para cada um (1 indicados).')
    const sent = await call(
      'POST',
      '/api/shop/booking',
      { contact: { name: 'Ana', email: 'ana@example.com' }, travellers: [{ name: 'Ana' }, { name: 'Rui' }] },
      { ...ref, Cookie: cookie },
    )
    expect(sent.status).toBe(201)
    expect(String(sent.json.message)).toMatch(/^Obrigado! Recebemos o seu pedido de reserva BR-/)
  })

  it('answers a missing form token in the page language too', async () => {
    const res = await call(
      'POST',
      '/api/shop/cart/items',
      { product: tourId, quantity: 1 },
      { Referer: 'http://localhost:3000/es/carrito', 'X-Form-Token': '' },
    )
    expect(res.status).toBe(403)
    expect(message(res)).toMatch(/^El código de seguridad del formulario/)
  })

  it('lists the cart’s tours by their title in the page’s language, English where not translated', async () => {
    await payload.update({
      collection: 'tours',
      id: tourId,
      locale: 'pt',
      data: { title: `Circuito de teste ${stamp}`, summary: 'Dois dias.', destination: 'Portugal' } as never,
    })
    const added = await call('POST', '/api/shop/cart/items?locale=pt', { product: tourId, quantity: 1 })
    expect(added.status).toBe(200)
    const titles = (r: Awaited<ReturnType<typeof call>>) =>
      (r.json.items as { tour: { title: string } }[]).map((i) => i.tour.title)
    // The answer to the add itself, then the cart page's GET (?locale=, else its Referer), then English.
    expect(titles(added)).toEqual([`Circuito de teste ${stamp}`])
    const cookie = { Cookie: added.cookie!.split(';')[0]! }
    const get = (url: string, headers: Record<string, string> = {}) =>
      call('GET', url, undefined, { ...cookie, ...headers })
    expect(titles(await get('/api/shop/cart?locale=pt'))).toEqual([`Circuito de teste ${stamp}`])
    expect(titles(await get('/api/shop/cart', { Referer: 'http://localhost:3000/pt/carrinho' }))).toEqual([
      `Circuito de teste ${stamp}`,
    ])
    expect(titles(await get('/api/shop/cart?locale=es'))).toEqual([`Language test tour ${stamp}`])
    expect(titles(await get('/api/shop/cart'))).toEqual([`Language test tour ${stamp}`])
  })

  it('answers a stale form token in the page language on every shop form (change, remove, book)', async () => {
    const stale = issueFormToken(Date.now() - 13 * 60 * 60 * 1000)
    const pt = { Referer: 'http://localhost:3000/pt/carrinho', 'X-Form-Token': stale }
    const ptText = /^O código de segurança do formulário expirou/
    for (const [method, url] of [
      ['PATCH', '/api/shop/cart/items/1'],
      ['DELETE', '/api/shop/cart/items/1'],
      ['POST', '/api/shop/booking'],
    ] as const) {
      const res = await call(method, url, { quantity: 1 }, pt)
      expect(res.status, `${method} ${url}`).toBe(403)
      expect(message(res), `${method} ${url}`).toMatch(ptText)
      expect((res.json.errors?.[0]?.data as { code?: string } | undefined)?.code).toBe('form_token')
    }
    const fr = await call('POST', '/api/shop/booking?locale=fr', {}, { 'X-Form-Token': stale })
    expect(message(fr)).toMatch(/^Le jeton du formulaire a expiré/)
  })
  it('opens the quick view of a tour listed on a Portuguese page by its Portuguese slug, in Portuguese', async () => {
    await payload.update({
      collection: 'tours',
      id: tourId,
      locale: 'pt',
      data: { title: `Circuito de teste ${stamp}`, slug: `circuito-teste-${stamp}` } as never,
    })
    const ref = { Referer: 'http://localhost:3000/pt/circuitos' }
    const pt = await call('GET', `/api/tour-offer/circuito-teste-${stamp}?locale=pt`, undefined, ref)
    expect(pt.status).toBe(200)
    expect(pt.json.title).toBe(`Circuito de teste ${stamp}`)
    expect(pt.json.slug).toBe(`circuito-teste-${stamp}`)
    // the English slug on an English page, as before; on a page in a language without its own slug
    const en = await call('GET', `/api/tour-offer/language-test-${stamp}`, undefined)
    expect([en.status, en.json.title]).toEqual([200, `Language test tour ${stamp}`])
    const de = await call('GET', `/api/tour-offer/language-test-${stamp}?locale=de`, undefined)
    expect([de.status, de.json.title]).toEqual([200, `Language test tour ${stamp}`])
    // another language's slug is not an address there
    const wrong = await call('GET', `/api/tour-offer/circuito-teste-${stamp}?locale=en`, undefined)
    expect(wrong.status).toBe(404)
  })
})

describe("tour options' names in the page's language", () => {
  let options: { double: number; single: number }
  let slug: string
  beforeAll(async () => {
    slug = `options-test-${stamp}`
    const id = await testTour(
      payload,
      { title: `Options test tour ${stamp}`, slug, sku: 'OPT-TEST' },
      { title: `Circuito com opções ${stamp}`, slug: `circuito-opcoes-${stamp}` },
    )
    options = await testRoomOptions(payload, id, stamp)
    tourId = id
  })
  const names = (r: Awaited<ReturnType<typeof call>>) =>
    (r.json.types as { label: string; options: { label: string }[] }[]).map((t) => [
      t.label,
      t.options.map((o) => o.label),
    ])

  it('the quick view and booking box name the options in Portuguese on a Portuguese page, in English elsewhere', async () => {
    const pt = await call('GET', `/api/tour-offer/circuito-opcoes-${stamp}?locale=pt`, undefined)
    expect(pt.status).toBe(200)
    expect(names(pt)).toEqual([['Quarto', ['Quarto duplo partilhado', 'Quarto individual']]])
    const en = await call('GET', `/api/tour-offer/${slug}`, undefined)
    expect(names(en)).toEqual([['Room', ['Shared double room', 'Single room']]])
    // a language without its own names reads the English ones
    const es = await call('GET', `/api/tour-offer/${slug}?locale=es`, undefined)
    expect(names(es)).toEqual([['Room', ['Shared double room', 'Single room']]])
  })

  it("the cart names the chosen option in the page's language", async () => {
    const added = await call('POST', '/api/shop/cart/items?locale=pt', {
      product: tourId,
      variant: options.single,
      quantity: 1,
    })
    expect(added.status).toBe(200)
    const option = (r: Awaited<ReturnType<typeof call>>) =>
      (r.json.items as { variant: { title: string } | null }[]).map((i) => i.variant?.title)
    expect(option(added)).toEqual(['Quarto individual'])
    const cookie = { Cookie: added.cookie!.split(';')[0]! }
    expect(option(await call('GET', '/api/shop/cart', undefined, cookie))).toEqual(['Single room'])
    expect(option(await call('GET', '/api/shop/cart?locale=de', undefined, cookie))).toEqual(['Single room'])
  })
})
