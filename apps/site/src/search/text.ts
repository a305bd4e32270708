/**
 * Text for the search index and for queries: Lexical rich text and page-builder blocks to plain
 * text, accent folding, and the visitor's input turned into plain words (never query syntax).
 */
import { deu, eng, fra, por, spa } from 'stopword'

/** Lower case, accents removed ("Belém" → "belem", "Straße" → "strasse"): the same on both databases. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/œ/gi, 'oe')
    .replace(/ø/gi, 'o')
    .replace(/ł/gi, 'l')
    .replace(/đ/gi, 'd')
    .toLowerCase()
}

const BLOCK_NODES = new Set(['paragraph', 'heading', 'listitem', 'quote', 'list', 'tablecell', 'tablerow'])

/** The words of a Lexical document (paragraphs, headings, lists, links, inline and block nodes' fields). */
export function lexicalText(value: unknown): string {
  const out: string[] = []
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const n = node as { type?: string; text?: unknown; children?: unknown; fields?: unknown; root?: unknown }
    if (n.root) return walk(n.root)
    if (typeof n.text === 'string') out.push(n.text)
    if (n.type === 'linebreak') out.push('\n')
    if (Array.isArray(n.children)) for (const c of n.children) walk(c)
    if ((n.type === 'block' || n.type === 'inlineBlock') && n.fields) out.push(blocksText(n.fields))
    if (n.type && BLOCK_NODES.has(n.type)) out.push('\n')
  }
  walk(value)
  return squeeze(out.join(''))
}

/** Fields of blocks that hold words a visitor reads (not ids, links, colours, settings). */
const TEXT_KEYS = new Set([
  'heading',
  'subheading',
  'title',
  'text',
  'intro',
  'caption',
  'label',
  'name',
  'feature',
  'question',
  'answer',
  'quote',
  'description',
  'content',
  'body',
])
const SKIP_KEYS = new Set(['id', 'blockType', 'blockName', 'url', 'link', 'media', 'image', 'form', 'video', 'style'])

/** The readable words of page-builder blocks (arrays of blocks, nested arrays and groups, rich text in them). */
export function blocksText(value: unknown): string {
  const out: string[] = []
  const walk = (v: unknown, key: string | null): void => {
    if (v == null) return
    if (typeof v === 'string') {
      if (key && TEXT_KEYS.has(key)) out.push(v)
      return
    }
    if (Array.isArray(v)) return v.forEach((x) => walk(x, key))
    if (typeof v !== 'object') return
    if ('root' in (v as object)) {
      out.push(lexicalText(v))
      return
    }
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (!SKIP_KEYS.has(k)) walk(x, k)
  }
  walk(value, null)
  return squeeze(out.join('\n'))
}

const squeeze = (s: string) =>
  s
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()

/** The longest query accepted (characters, before anything is done with it). */
export const MAX_QUERY_LENGTH = 200
/** At most this many words of a query are used. */
export const MAX_WORDS = 12
const MAX_WORD_LENGTH = 40

export type ParsedQuery =
  { kind: 'empty' } | { kind: 'too-long'; length: number } | { kind: 'no-words' } | { kind: 'words'; words: string[] }

/**
 * The visitor's input as words: letters and digits only, folded, so `"`, `*`, `:`, `-`, `(`, `NEAR`, `&`,
 * `|`, `!` and the like can never reach FTS5 or tsquery as syntax. `NEAR`, `AND`, `OR`, `NOT` stay
 * plain words (quoted for FTS5, lexemes for tsquery).
 */
export function parseQuery(raw: unknown): ParsedQuery {
  const q = typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : ''
  if (!q.trim()) return { kind: 'empty' }
  if (q.length > MAX_QUERY_LENGTH) return { kind: 'too-long', length: q.length }
  const words = fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_WORD_LENGTH))
  if (!words.length) return { kind: 'no-words' }
  // duplicates add nothing; keep the order (the last word is the one being typed)
  const seen = new Set<string>()
  const unique = words.filter((w) => (seen.has(w) ? false : (seen.add(w), true)))
  return { kind: 'words', words: unique.slice(0, MAX_WORDS) }
}

/**
 * Each language's little words ("to", "how", "o", "que", "de"), from the maintained `stopword` lists,
 * folded like the queries. FTS5 has none of its own, so a phrase had to hold them all to be found;
 * PostgreSQL's text search configurations already drop theirs.
 */
const STOP_WORDS: Record<string, Set<string>> = Object.fromEntries(
  Object.entries({ en: eng, pt: por, es: spa, fr: fra, de: deu }).map(([l, list]) => [l, new Set(list.map(fold))]),
)

/**
 * The query's words without its language's little words, but never the last word while it is being
 * typed (prefix), and all of them when nothing else is left ("the" still searches "the").
 */
export function withoutStopWords(words: string[], locale: string, keepLast: boolean): string[] {
  const stop = STOP_WORDS[locale]
  if (!stop) return words
  const kept = words.filter((w, i) => !stop.has(w) || (keepLast && i === words.length - 1))
  return kept.length ? kept : words
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** Whether a word of the text matches a query word: same start, allowing for a stemmed ending ("wines" ~ "wine"). */
function wordMatches(textWord: string, queryWords: string[], prefixLast: boolean): boolean {
  return queryWords.some((q, i) => {
    if (textWord === q) return true
    if ((prefixLast && i === queryWords.length - 1) || q.length >= 4) {
      if (textWord.startsWith(q)) return true
    }
    if (q.length >= 4) {
      const stem = q.slice(0, Math.max(3, q.length - 2))
      return textWord.startsWith(stem) && textWord.length <= q.length + 3
    }
    return false
  })
}

const WORD = /[\p{L}\p{N}]+/gu
const ASCII = /^[\x00-\x7f]*$/
/** fold() for one word of a text, fast for the (most common) words without accents. */
const foldWord = (w: string) => (ASCII.test(w) ? w.toLowerCase() : fold(w))

/**
 * A short excerpt around the first matched word, as safe HTML: the text is escaped first, then each
 * matched word is wrapped in <mark>. `maxWords` words at most, with "…" where it was cut.
 */
export function highlight(text: string, queryWords: string[], { maxWords = 30, prefixLast = true } = {}): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (!clean) return ''
  const words = [...clean.matchAll(WORD)]
  const hits = words.map((m) => wordMatches(foldWord(m[0]), queryWords, prefixLast))
  const first = hits.indexOf(true)
  let from = 0
  if (first > 8) from = first - 8
  const to = Math.min(words.length, from + maxWords)
  if (to - from < maxWords) from = Math.max(0, to - maxWords)
  const startChar = from === 0 ? 0 : words[from]!.index!
  const endChar = to >= words.length ? clean.length : words[to - 1]!.index! + words[to - 1]![0].length
  let html = ''
  let pos = startChar
  for (let i = from; i < to; i++) {
    const m = words[i]!
    html += escapeHtml(clean.slice(pos, m.index))
    html += hits[i] ? `<mark>${escapeHtml(m[0])}</mark>` : escapeHtml(m[0])
    pos = m.index! + m[0].length
  }
  html += escapeHtml(clean.slice(pos, endChar))
  return `${startChar > 0 ? '… ' : ''}${html.trim()}${endChar < clean.length ? ' …' : ''}`
}

/** How many of the query's words `text` holds (to choose the field the excerpt comes from), in one pass. */
export function matchedWords(text: string | null | undefined, queryWords: string[]): number {
  if (!text) return 0
  const found = new Set<number>()
  for (const m of text.matchAll(WORD)) {
    const w = foldWord(m[0])
    queryWords.forEach((q, i) => {
      if (!found.has(i) && wordMatches(w, [q], i === queryWords.length - 1)) found.add(i)
    })
    if (found.size === queryWords.length) break
  }
  return found.size
}
