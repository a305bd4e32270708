import NextLink from 'next/link'
import { useLocale } from 'next-intl'
import { localizePath } from '../i18n/paths.mjs'
import type { ComponentProps } from 'react'

/**
 * next/link without prefetching on sight: a page lists dozens of links, and prefetching each one
 * as it scrolls into view downloads other routes' code and data the visitor mostly never uses (on a
 * phone, over a metered line). IntentPrefetch prefetches a link when the visitor shows intent
 * (pointer over it, focus, touch start), which is early enough for an instant navigation.
 * An address written the default way (`/guides/x`) points into the page's language (`/pt/guias/x`).
 */
export function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const locale = useLocale()
  return <NextLink prefetch={false} href={typeof href === 'string' ? localizePath(locale, href) : href} {...props} />
}
