import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { createElement } from 'react'
import { makeHeadingIds, nodeText } from '../lib/headings'
import { publicPath } from '../lib/preview'
import { sanitizeUrl } from '../lib/sanitize-url'
import { Media } from './Media'

type Props = { data: unknown; className?: string }

/**
 * Payload's link field stores a URL it does not recognise percent-encoded, so an editor's '#!id' hash
 * link (SPEC 2 "Hash links to tabs and accordions") arrives as '%23!id'; give it back its '#'.
 */
export const hashLinkUrl = (url: string) => {
  if (!/^%23/i.test(url)) return url
  try {
    return decodeURIComponent(url)
  } catch {
    return url
  }
}

/** Renders Lexical rich text: headings get stable anchor ids, links are sanitised. */
export function RichText({ data, className = 'prose' }: Props) {
  if (!data || typeof data !== 'object' || !(data as { root?: unknown }).root) return null
  const nextId = makeHeadingIds()
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    heading: ({ node, nodesToJSX }) => {
      const id = nextId(nodeText(node as never).trim())
      return createElement(node.tag, { id }, nodesToJSX({ nodes: node.children }))
    },
    link: ({ node, nodesToJSX }) => {
      const f = node.fields as {
        linkType?: string
        url?: string
        newTab?: boolean
        doc?: { relationTo: string; value: unknown }
      }
      let href = '#'
      if (f.linkType === 'internal' && f.doc && typeof f.doc.value === 'object' && f.doc.value) {
        const rel = f.doc.relationTo as 'pages' | 'guides' | 'tours'
        href = publicPath(rel, (f.doc.value as { slug?: string }).slug)
      } else href = sanitizeUrl(hashLinkUrl(f.url ?? ''))
      return (
        <a href={href} {...(f.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {nodesToJSX({ nodes: node.children })}
        </a>
      )
    },
    upload: ({ node }) => {
      const value = (node as { value?: unknown }).value
      return <Media media={value as never} sizes="(max-width: 800px) 100vw, 760px" />
    },
  })
  return (
    <div className={className}>
      <LexicalRichText data={data as SerializedEditorState} converters={converters} disableContainer />
    </div>
  )
}
