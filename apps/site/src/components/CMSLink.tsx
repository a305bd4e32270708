import { Link } from './Link'
import type { ReactNode } from 'react'
import { publicPath } from '../lib/preview'
import { sanitizeUrl } from '../lib/sanitize-url'

export type LinkData = {
  type?: 'reference' | 'custom' | null
  reference?: { relationTo: 'pages' | 'guides' | 'tours'; value: unknown } | null
  url?: string | null
  label?: string | null
  newTab?: boolean | null
}

/** The address of an editor's link; custom URLs pass SPEC's sanitiser (anything unsafe becomes '#'). */
export function linkHref(link: LinkData | null | undefined): string {
  if (!link) return '#'
  if (link.type === 'custom') return sanitizeUrl(link.url ?? '')
  const ref = link.reference
  if (ref && ref.value && typeof ref.value === 'object') {
    return publicPath(ref.relationTo, (ref.value as { slug?: string }).slug)
  }
  return '#'
}

/** Whether the editor gave the link a destination (an address, or a page that still exists). */
export function hasDestination(link: LinkData | null | undefined): boolean {
  if (!link) return false
  if (link.type === 'custom') return Boolean(link.url?.trim())
  return Boolean(link.reference?.value && typeof link.reference.value === 'object')
}

export function CMSLink({
  link,
  className,
  children,
  keepLink = false,
  ...rest
}: {
  link: LinkData | null | undefined
  className?: string
  children?: ReactNode
  /** Keep an anchor even without a destination (a menu parent that must stay focusable). */
  keepLink?: boolean
} & Record<string, unknown>) {
  const body = children ?? link?.label
  // A button the editor left without a destination is shown as its label, not as a link to '#'.
  if (!keepLink && !hasDestination(link)) {
    return (
      <span className={className} {...rest}>
        {body}
      </span>
    )
  }
  const href = linkHref(link)
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href)
  const target = link?.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (external || href.startsWith('#')) {
    return (
      <a href={href} className={className} {...target} {...rest}>
        {body}
      </a>
    )
  }
  return (
    <Link href={href} className={className} {...target} {...rest}>
      {body}
    </Link>
  )
}
