import { slugify } from '../fields/slug'

type Node = { type?: string; tag?: string; text?: string; children?: Node[] }

export const nodeText = (node: Node): string => node.text ?? (node.children ?? []).map(nodeText).join('')

/**
 * Stable anchor ids for headings: made from the heading's text, so an edit elsewhere in the article
 * never changes them; repeated texts get -2, -3... in document order.
 */
export function makeHeadingIds() {
  const seen = new Map<string, number>()
  return (text: string): string => {
    const base = slugify(text) || 'section'
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    return n === 1 ? base : `${base}-${n}`
  }
}

export type Heading = { id: string; text: string; level: number }

/** The h2-h4 headings of a Lexical document with the ids the renderer gives them. */
export function extractHeadings(data: unknown): Heading[] {
  const root = (data as { root?: Node } | null)?.root
  if (!root) return []
  const nextId = makeHeadingIds()
  const out: Heading[] = []
  const walk = (n: Node) => {
    if (n.type === 'heading' && n.tag) {
      const text = nodeText(n).trim()
      const id = nextId(text)
      const level = Number(n.tag.slice(1))
      if (level >= 2 && level <= 4) out.push({ id, text, level })
      return
    }
    n.children?.forEach(walk)
  }
  root.children?.forEach(walk)
  return out
}

export type OutlineEntry = Heading & { number: string; children: OutlineEntry[] }

/**
 * The table of contents as an outline: each heading goes under the nearest earlier heading of a
 * higher rank, numbered 1, 2, 2.1, 2.2, 3 ... (a flat list numbered h3 entries like their h2).
 */
export function outline(headings: readonly Heading[]): OutlineEntry[] {
  const root: OutlineEntry[] = []
  const stack: OutlineEntry[] = []
  for (const h of headings) {
    while (stack.length && stack[stack.length - 1]!.level >= h.level) stack.pop()
    const parent = stack[stack.length - 1]
    const siblings = parent ? parent.children : root
    const entry: OutlineEntry = {
      ...h,
      number: `${parent ? `${parent.number}.` : ''}${siblings.length + 1}`,
      children: [],
    }
    siblings.push(entry)
    stack.push(entry)
  }
  return root
}
