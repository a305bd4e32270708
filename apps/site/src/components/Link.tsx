import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * next/link without prefetching on sight: a page lists dozens of links, and prefetching each one
 * as it scrolls into view downloads other routes' code and data the visitor mostly never uses (on a
 * phone, over a metered line). IntentPrefetch prefetches a link when the visitor shows intent
 * (pointer over it, focus, touch start), which is early enough for an instant navigation.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />
}
