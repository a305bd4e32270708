import { createTranslator } from 'use-intl/core'
import type { PayloadRequest } from 'payload'
import en from '../i18n/messages/en.json'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import { loadMessages } from '../i18n/texts'

/** A message of the shop API (messages `shop`), with its arguments. */
export type ShopKey = keyof (typeof en)['shop']
export type ShopValues = Record<string, string | number>

const format = (locale: Locale, messages: typeof en, key: ShopKey, values?: ShopValues): string =>
  (
    createTranslator({
      locale,
      messages: messages as never,
      namespace: 'shop' as never,
      timeZone: 'UTC',
    }) as unknown as (k: string, v?: ShopValues) => string
  )(key, values)

/** `key` in English: the text of a CartError as logs show it. */
export const englishShopText = (key: ShopKey, values?: ShopValues): string => format(DEFAULT_LOCALE, en, key, values)

/** `key` formatted in `locale`. */
export async function shopText(locale: Locale, key: ShopKey, values?: ShopValues): Promise<string> {
  return format(locale, locale === DEFAULT_LOCALE ? en : await loadMessages(locale), key, values)
}

/**
 * The language a shop request answers in (issue 19): an explicit `?locale=`, else the language of the
 * page that sent it (its Referer: `/pt/carrinho` is Portuguese, `/cart` English), else English.
 */
export function shopLocale(req: Pick<PayloadRequest, 'url' | 'headers'>): Locale {
  const url = new URL(req.url ?? 'http://x/', 'http://x')
  const explicit = url.searchParams.get('locale')
  if (isLocale(explicit)) return explicit
  const referer = req.headers?.get('referer')
  if (!referer) return DEFAULT_LOCALE
  try {
    // The host is not checked: behind a proxy the request's own host is not the public one, and the
    // language of a page elsewhere decides nothing but the words of the answer.
    const first = new URL(referer).pathname.split('/')[1]
    return isLocale(first) ? first : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}
