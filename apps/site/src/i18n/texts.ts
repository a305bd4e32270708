import { createTranslator } from 'use-intl/core'
import type en from './messages/en.json'
import { DEFAULT_LOCALE, type Locale } from './locales'

export type Messages = typeof en

/** Each language's messages, loaded only when a language is first asked for (the module cache keeps them). */
export const loadMessages = async (locale: Locale): Promise<Messages> =>
  (await import(`./messages/${locale}.json`)).default as Messages
export type Namespace = keyof Messages
/** A namespace's texts, formatted: what a client component gets as a prop (no messages, no formatter shipped). */
export type Texts<N extends Namespace> = { [K in keyof Messages[N]]: string }
export type TextValues<N extends Namespace> = Partial<Record<keyof Messages[N], Record<string, string | number>>>

/**
 * Every message of one namespace formatted in `locale` (with `values[key]` for the keys that take
 * arguments): the plain strings a client component receives from its server parent. A key whose
 * arguments are not given is a programming error, thrown rather than shown as a broken text.
 */
export function formatTexts<N extends Namespace>(
  locale: string,
  messages: Messages,
  namespace: N,
  values: TextValues<N> = {},
): Texts<N> {
  const t = createTranslator({
    locale,
    messages: messages as Record<string, unknown> as never,
    namespace: namespace as never,
    timeZone: 'UTC',
    onError: (error) => {
      throw error
    },
  }) as unknown as (key: string, values?: Record<string, string | number>) => string
  const keys = Object.keys(messages[namespace]) as (keyof Messages[N] & string)[]
  return Object.fromEntries(keys.map((k) => [k, t(k, values[k])])) as Texts<N>
}

/** The `Intl` locale for dates and prices: British English for English, as the site always showed them. */
export const intlLocale = (locale: string): string =>
  ({ en: 'en-GB', pt: 'pt-PT', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' })[locale as Locale] ?? intlLocale(DEFAULT_LOCALE)
