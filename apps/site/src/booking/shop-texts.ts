import { apiText, englishText, requestLocale } from '../i18n/api-texts'
import type en from '../i18n/messages/en.json'
import type { Locale } from '../i18n/locales'

/** A message of the shop API (messages `shop`), with its arguments. */
export type ShopKey = keyof (typeof en)['shop']
export type ShopValues = Record<string, string | number>

/** `key` in English: the text of a CartError as logs show it. */
export const englishShopText = (key: ShopKey, values?: ShopValues): string => englishText('shop', key, values)

/** `key` formatted in `locale`. */
export const shopText = (locale: Locale, key: ShopKey, values?: ShopValues): Promise<string> =>
  apiText(locale, 'shop', key, values)

/**
 * The language a shop request answers in (issue 19): an explicit `?locale=`, else the language of the
 * page that sent it (its Referer: `/pt/carrinho` is Portuguese, `/cart` English), else English. The
 * contact form's answers use the same rule (i18n/api-texts.ts).
 */
export const shopLocale = requestLocale
