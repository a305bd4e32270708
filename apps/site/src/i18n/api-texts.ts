import { createTranslator } from 'use-intl/core'
import type { PayloadRequest } from 'payload'
import en from './messages/en.json'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'
import { loadMessages, type Messages, type Namespace } from './texts'

/**
 * The words of the site's API answers (the shop's, the contact form's): the language of the request,
 * and a message of the interface texts formatted in it (issue 19).
 */
export type TextArgs = Record<string, string | number>
export type KeyOf<N extends Namespace> = keyof Messages[N] & string

/**
 * The language an API request answers in: an explicit `?locale=`, else the language of the page that
 * sent it (its Referer: `/pt/carrinho` is Portuguese, `/cart` English), else English.
 */
export function requestLocale(req: Pick<PayloadRequest, 'url' | 'headers'>): Locale {
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

const format = <N extends Namespace>(
  locale: Locale,
  messages: Messages,
  namespace: N,
  key: KeyOf<N>,
  values?: TextArgs,
): string =>
  (
    createTranslator({
      locale,
      messages: messages as never,
      namespace: namespace as never,
      timeZone: 'UTC',
    }) as unknown as (k: string, v?: TextArgs) => string
  )(key, values)

/** `namespace.key` in English (what logs show, and the constants tests compare with). */
export const englishText = <N extends Namespace>(namespace: N, key: KeyOf<N>, values?: TextArgs): string =>
  format(DEFAULT_LOCALE, en, namespace, key, values)

/** `namespace.key` formatted in `locale`. */
export async function apiText<N extends Namespace>(
  locale: Locale,
  namespace: N,
  key: KeyOf<N>,
  values?: TextArgs,
): Promise<string> {
  return format(locale, locale === DEFAULT_LOCALE ? en : await loadMessages(locale), namespace, key, values)
}
