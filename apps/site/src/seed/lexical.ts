/** Small builders for Lexical rich-text JSON, so demo content reads like an editor wrote it. */
type N = Record<string, unknown>

const text = (t: string, format = 0): N => ({
  type: 'text',
  text: t,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const block = (type: string, children: N[], extra: N = {}): N => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export const p = (...parts: (string | N)[]): N =>
  block(
    'paragraph',
    parts.map((x) => (typeof x === 'string' ? text(x) : x)),
    { textFormat: 0, textStyle: '' },
  )
export const b = (t: string): N => text(t, 1)
export const i = (t: string): N => text(t, 2)
export const h = (tag: 'h2' | 'h3' | 'h4', t: string): N => block('heading', [text(t)], { tag })
export const ul = (...items: string[]): N =>
  block(
    'list',
    items.map((t, n) => block('listitem', [text(t)], { value: n + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )
export const link = (label: string, url: string): N =>
  block('link', [text(label)], {
    fields: { linkType: 'custom', url, newTab: false },
    id: Math.random().toString(16).slice(2, 10),
  })
export const quote = (t: string): N => block('quote', [text(t)])

export const doc = (...children: N[]) => ({ root: block('root', children) })
