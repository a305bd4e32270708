import { describe, expect, it } from 'vitest'
import { WIDGET_CSS } from '../src/ui/styles'

// WCAG 2 contrast of every text of the widget against the surface it sits on (issue 13.10: the
// title line was SPEC's primary_grey on white_secondary, 2.93:1 at 10 px; AA needs 4.5:1, 3:1 for
// text of 24 px, or 18.66 px bold).

const vars = new Map<string, string>()
for (const m of WIDGET_CSS.matchAll(/(--lmw-[a-z-]+):(#[0-9A-Fa-f]{6})/g)) vars.set(m[1]!, m[2]!)

/** The declarations of the first rule whose selector list is exactly `selector`. */
function rule(selector: string): Record<string, string> {
  const esc = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const m = WIDGET_CSS.match(new RegExp(`(?:^|\\n)${esc}\\{([^}]*)\\}`))
  if (!m) throw new Error(`no rule ${selector}`)
  const out: Record<string, string> = {}
  for (const decl of m[1]!.split(';')) {
    const i = decl.indexOf(':')
    if (i > 0) out[decl.slice(0, i).trim()] = decl.slice(i + 1).trim()
  }
  return out
}
const resolve = (v: string): string => {
  const m = v.match(/^var\((--lmw-[a-z-]+)\)$/)
  return m ? (vars.get(m[1]!) ?? v) : v
}
const lum = (hex: string) =>
  [0, 2, 4]
    .map((i) => parseInt(hex.slice(1 + i, 3 + i), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i]!, 0)
const contrast = (a: string, b: string) => {
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number]
  return (x + 0.05) / (y + 0.05)
}

const card = () => resolve(rule('.lmw-card').background!)
const cases: [selector: string, background: () => string, px: number, bold: boolean][] = [
  ['.lmw-title', card, 10, false],
  ['.lmw-empty', card, 14, false],
  ['.lmw-notice', () => resolve(rule('.lmw-notice').background!), 12, false],
  ['.lmw-team', card, 14, true],
  ['.lmw-team--lead .lmw-team__name', card, 14, true],
  ['.lmw-team__badge', () => resolve(rule('.lmw-team__badge').background!), 10, true],
  ['.lmw-score__value', card, 32, true],
  ['.lmw-score__side--lead', card, 32, true],
  ['.lmw-score__side[data-mark=down]', card, 32, true],
  ['.lmw-score__sep', card, 32, false],
  ['.lmw-pill', () => resolve(rule('.lmw-pill').background!), 10, true],
  ['.lmw-pill--live', () => resolve(rule('.lmw-pill--live').background!), 10, true],
  ['.lmw-button', card, 12, false],
  ['.lmw-status', card, 10, false],
  ['.lmw-event__minute', card, 12, true],
  ['.lmw-muted', card, 12, false],
]

describe('text contrast of the widget (WCAG AA)', () => {
  it.each(cases)('%s', (selector, background, px, bold) => {
    const color = resolve(rule(selector).color!)
    expect(color).toMatch(/^#[0-9A-Fa-f]{6}$/)
    const large = px >= 24 || (bold && px >= 18.66)
    expect(contrast(color, background())).toBeGreaterThanOrEqual(large ? 3 : 4.5)
  })
})
