import fs from 'node:fs'
import path from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { NextIntlClientProvider } from 'next-intl'
import { createTranslator } from 'use-intl/core'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales'
import { formatTexts, type Messages } from '../../src/i18n/texts'
import AccountForms from '../../src/accounts/AccountForms.client'
import { CartView } from '../../src/booking/CartView.client'

// The interface texts (src/i18n/messages/*.json): every language has exactly the keys of the default
// language (English), each message parses as ICU, and takes the same arguments of the same kinds.

const dir = path.resolve(__dirname, '../../src/i18n/messages')
const load = (locale: string) => JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Messages

/** key path -> message, for nested namespaces. */
function flatten(obj: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v, key)) out.set(kk, vv)
    else out.set(key, v)
  }
  return out
}

/** The arguments a message takes, as "name:kind" (plural and select options looked into). */
function argumentsOf(ast: MessageFormatElement[], out = new Set<string>()): Set<string> {
  const kind: Partial<Record<TYPE, string>> = {
    [TYPE.argument]: 'text',
    [TYPE.number]: 'number',
    [TYPE.date]: 'date',
    [TYPE.time]: 'time',
    [TYPE.plural]: 'plural',
    [TYPE.select]: 'select',
    [TYPE.tag]: 'tag',
  }
  for (const el of ast) {
    if (kind[el.type] && 'value' in el) out.add(`${el.value}:${kind[el.type]}`)
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentsOf(option.value, out)
    if (el.type === TYPE.tag) argumentsOf(el.children, out)
  }
  return out
}

const en = flatten(load(DEFAULT_LOCALE))

describe('interface texts: every language matches English', () => {
  it('has a messages file for each of the site languages, and no other', () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'))
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...LOCALES].sort())
  })

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))('%s has the same keys as en (none missing, none extra)', (l) => {
    const other = flatten(load(l))
    const missing = [...en.keys()].filter((k) => !other.has(k))
    const extra = [...other.keys()].filter((k) => !en.has(k))
    expect({ missing, extra }).toEqual({ missing: [], extra: [] })
  })

  it.each(LOCALES)('%s: each message is a non-empty ICU string with the same arguments as en', (l) => {
    const problems: string[] = []
    for (const [key, message] of flatten(load(l))) {
      if (typeof message !== 'string' || !message.trim()) {
        problems.push(`${key}: not a non-empty string`)
        continue
      }
      let ast: MessageFormatElement[]
      try {
        ast = parse(message)
      } catch (e) {
        problems.push(`${key}: ${(e as Error).message}`)
        continue
      }
      const reference = en.get(key)
      if (typeof reference !== 'string') continue // reported by the key test
      const want = [...argumentsOf(parse(reference))].sort()
      const got = [...argumentsOf(ast)].sort()
      if (want.join() !== got.join()) problems.push(`${key}: arguments ${got.join(', ')} instead of ${want.join(', ')}`)
    }
    expect(problems).toEqual([])
  })
})

describe('interface texts: formatting', () => {
  it('keeps the English texts the pages always showed', () => {
    const messages = load('en')
    const cart = createTranslator({ locale: 'en', messages, namespace: 'cart', timeZone: 'UTC' })
    expect(cart('travellerCount', { count: 1 })).toBe('One traveller: the number set for each tour in the cart above.')
    expect(cart('travellerCount', { count: 3 })).toBe('3 travellers: the number set for each tour in the cart above.')
    expect(cart('travellerName', { number: 2 })).toBe('Traveller 2 full name *')
    expect(formatTexts('en', messages, 'cards', { days: { count: 4 }, priceFrom: { price: '€1,290' } })).toEqual({
      days: '4 days',
      priceFrom: 'From €1,290',
    })
    expect(formatTexts('en', messages, 'account').titleLost).toBe('Lost your password?')
    // A key that takes arguments must be given them: a broken text never reaches a page.
    expect(() => formatTexts('en', messages, 'cards', { days: { count: 4 } })).toThrow(/price/)
  })

  it('falls back to English for an absent or unknown language, and keeps a known one', async () => {
    vi.resetModules()
    vi.doMock('next-intl/server', () => ({ getRequestConfig: <T>(fn: T) => fn }))
    const { default: requestConfig } = (await import('../../src/i18n/request')) as unknown as {
      default: (p: { requestLocale: Promise<string | undefined>; locale?: string }) => Promise<{
        locale: string
        messages: Messages
      }>
    }
    for (const [requested, locale] of [
      ['pt', 'pt'],
      ['de', 'de'],
      [undefined, 'en'],
      ['xx', 'en'],
      ['favicon.ico', 'en'],
    ] as const) {
      const config = await requestConfig({ requestLocale: Promise.resolve(requested) })
      expect(config.locale).toBe(locale)
      expect(config.messages.notFound.title).toBe(load(locale).notFound.title)
    }
    vi.doUnmock('next-intl/server')
  })
})

describe('components speak the page language', () => {
  it('the account popup (texts from the server as props) renders Portuguese for pt', () => {
    const texts = formatTexts('pt', load('pt'), 'account')
    const html = renderToStaticMarkup(
      createElement(AccountForms, {
        view: 'register',
        open: () => undefined,
        resetKey: null,
        texts,
        accountPath: '/pt/conta',
      }),
    )
    expect(html).toContain('>O seu nome</label>')
    expect(html).toContain('>Palavra-passe</label>')
    expect(html).toContain('Pelo menos 10 caracteres, com letras e algarismos.')
    expect(html).toContain('>Criar conta</button>')
    expect(html).toContain('>Esqueceu-se da palavra-passe?</button>')
    expect(html).not.toContain('Password')
  })

  it('a server component (the footer, through getTranslations) renders Portuguese for pt', async () => {
    vi.resetModules()
    // The request's next-intl configuration, as request.ts gives it for pt: only the request scope is replaced.
    vi.doMock('next-intl/server', () => ({
      getTranslations: async (namespace: string) =>
        createTranslator({ locale: 'pt', messages: load('pt'), namespace: namespace as never, timeZone: 'UTC' }),
    }))
    const { Footer } = await import('../../src/components/Footer')
    const element = await Footer({
      footer: { id: 1, columns: [], social: [] } as never,
      settings: {
        siteName: 'Viagens',
        organization: { telephone: '+351 21 000 0000', email: 'ola@example.pt' },
      } as never,
    })
    const html = renderToStaticMarkup(element)
    expect(html).toContain('Telefone: <a href="tel:+351210000000">')
    expect(html).toContain('E-mail: <a href="mailto:ola@example.pt">')
    expect(html).toContain('aria-label="Redes sociais"')
    vi.doUnmock('next-intl/server')
  })

  it('the search page and the header search box render Portuguese for pt', async () => {
    vi.resetModules()
    const translator = (locale: string, namespace: string) =>
      createTranslator({ locale, messages: load(locale), namespace: namespace as never, timeZone: 'UTC' })
    vi.doMock('next-intl/server', () => ({
      getLocale: async () => 'pt',
      getTranslations: async (arg: string | { locale?: string; namespace: string }) =>
        typeof arg === 'string' ? translator('pt', arg) : translator(arg.locale ?? 'pt', arg.namespace),
    }))
    const { SearchBox } = await import('../../src/search/SearchBox')
    const box = renderToStaticMarkup(await SearchBox({}))
    expect(box).toContain('aria-label="Site"')
    expect(box).toContain('>Pesquisar no site</label>')
    expect(box).toContain('placeholder="Pesquisar"')
    expect(box).toContain('aria-label="Sugestões"')
    expect(box).toContain('action="/pt/pesquisa"')
    // what the suggestions' code (combobox.ts) says, handed over with the box: kinds and counts
    const data = (name: string) => JSON.parse(box.match(new RegExp(`${name}="([^"]*)"`))![1]!.replace(/&quot;/g, '"'))
    expect(data('data-search-kinds')).toEqual({ guides: 'Guia', tours: 'Circuito', pages: 'Página' })
    expect(data('data-search-counts').slice(0, 2)).toEqual(['1 sugestão', '2 sugestões'])

    const { SearchOutcome, searchMetadata } = await import('../../src/search/SearchPage')
    const t = translator('pt', 'search') as unknown as Parameters<typeof SearchOutcome>[0]['t']
    const html = (result: unknown) =>
      renderToStaticMarkup(createElement(SearchOutcome, { result: result as never, action: '/pt/pesquisa', t }))
    const hit = { url: '/pt/circuitos/x', collection: 'tours', titleHtml: 'X', excerptHtml: '' }
    const page = html({ status: 'ok', query: 'vinho', total: 12, page: 1, pages: 2, perPage: 10, hits: [hit] })
    expect(page).toContain('12 resultados para “vinho”, página 1 de 2')
    expect(page).toContain('>Circuito</p>')
    expect(page).toContain('aria-label="Páginas de resultados"')
    expect(page).toContain('>Seguinte</a>')
    expect(page).toContain('aria-label="Página 2"')
    expect(html({ status: 'ok', query: 'vinho', total: 0, page: 1, pages: 0, perPage: 10, hits: [] })).toContain(
      'Sem resultados para “vinho”',
    )
    expect(html({ status: 'ok', query: 'vinho', total: 1, page: 3, pages: 1, perPage: 10, hits: [] })).toContain(
      'Não há mais resultados: “vinho” tem 1 resultado em 1 página.',
    )
    expect(html({ status: 'empty' })).toContain('Escreva uma ou duas palavras')
    expect(html({ status: 'too-long', length: 1000, max: 200 })).toContain('demasiado longa (1000 caracteres)')
    expect(html({ status: 'no-words', query: '🙂' })).toContain('não tem palavras')
    const meta = await searchMetadata({ searchParams: Promise.resolve({ q: 'vinho' }) })
    expect(meta.title).toBe('Pesquisa: vinho')
    vi.doUnmock('next-intl/server')
  })

  it('the search page says "more than 1,000 results" when the count was capped, in English and Portuguese', async () => {
    vi.resetModules()
    const translator = (locale: string) =>
      createTranslator({ locale, messages: load(locale), namespace: 'search', timeZone: 'UTC' })
    vi.doMock('next-intl/server', () => ({
      getLocale: async () => 'en',
      getTranslations: async () => translator('en'),
    }))
    const { SearchOutcome } = await import('../../src/search/SearchPage')
    type T = Parameters<typeof SearchOutcome>[0]['t']
    const hit = { url: '/guides/x', collection: 'guides', titleHtml: 'X', excerptHtml: '' }
    // a word found in more documents than MAX_RESULTS: search() gives total 1000 and capped
    const capped = {
      status: 'ok',
      query: 'visit',
      total: 1000,
      capped: true,
      page: 2,
      pages: 100,
      perPage: 10,
      hits: [hit],
    }
    const count = (locale: string, result: unknown) =>
      renderToStaticMarkup(
        createElement(SearchOutcome, {
          result: result as never,
          action: '/search',
          t: translator(locale) as unknown as T,
        }),
      ).match(/<p class="search-page__count" role="status">([^<]*)<\/p>/)?.[1]
    expect(count('en', capped)).toBe('More than 1,000 results for “visit”, page 2 of 100')
    expect(count('pt', capped)).toBe('Mais de 1.000 resultados para “visit”, página 2 de 100')
    // exactly 1,000 hits (not capped) is counted as such
    expect(count('en', { ...capped, capped: false })).toBe('1,000 results for “visit”, page 2 of 100')
    expect(count('pt', { ...capped, capped: false })).toBe('1.000 resultados para “visit”, página 2 de 100')
    vi.doUnmock('next-intl/server')
  })

  it('the cart (its messages handed to the browser by NextIntlClientProvider) renders Portuguese for pt', () => {
    const render = (locale: string) =>
      renderToStaticMarkup(
        createElement(
          NextIntlClientProvider,
          { locale, timeZone: 'UTC', messages: { cart: load(locale).cart } },
          createElement(CartView),
        ),
      )
    expect(render('pt')).toBe('<p role="status">A carregar...</p>')
    expect(render('en')).toBe('<p role="status">Loading...</p>')
  })
})
