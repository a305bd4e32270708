import { describe, expect, it } from 'vitest'
import { LABEL_KEYS, LANGUAGES, STATUS_LABEL_KEYS, TRANSLATIONS, getLabels, resolveLang } from '../src/core/i18n'

describe('widget languages (SPEC 5)', () => {
  it('supports the 21 languages of the first reading', () => {
    expect([...LANGUAGES]).toEqual([
      'en',
      'fr',
      'pt',
      'de',
      'id',
      'it',
      'ko',
      'pl',
      'ru',
      'es',
      'th',
      'tr',
      'uk',
      'vi',
      'nl',
      'ro',
      'ka',
      'hy',
      'az',
      'el',
      'uz',
    ])
  })

  it('has status labels in SPEC label order', () => {
    const en = getLabels('en')
    expect(STATUS_LABEL_KEYS.map((k) => en[k])).toEqual([
      'Finished',
      'Half time',
      'Postponed',
      'Cancelled',
      'Results only',
      'Live',
      'Finished (OT)',
      'Finished (P)',
      'Awarded',
      'Extra HT',
      'Penalties',
      'Pause',
      'Break time',
      'Q1',
      'Q2',
      'Q3',
      'Q4',
      'OT',
    ])
    expect(en.later).toBe('Information will be available later')
  })

  it.each(LANGUAGES)('%s: every label is present and non-empty', (lang) => {
    const labels = TRANSLATIONS[lang]
    expect(Object.keys(labels).sort()).toEqual([...LABEL_KEYS].sort())
    for (const key of LABEL_KEYS) expect(labels[key].trim().length, `${lang}.${key}`).toBeGreaterThan(0)
  })

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s: translated, not the English set', (lang) => {
    const labels = TRANSLATIONS[lang]
    const en = TRANSLATIONS.en
    const same = LABEL_KEYS.filter((k) => labels[k] === en[k])
    // A few short codes may coincide (e.g. 'Live', 'Pause'); the texts must be translated.
    expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThanOrEqual(3)
    for (const k of ['later', 'loading', 'finished', 'halftime', 'postponed'] as const)
      expect(labels[k]).not.toBe(en[k])
  })

  it('falls back to en for unknown languages', () => {
    expect(resolveLang('xx')).toBe('en')
    expect(resolveLang(undefined)).toBe('en')
    expect(resolveLang(42)).toBe('en')
    expect(resolveLang('FR')).toBe('fr')
    expect(resolveLang(' uz ')).toBe('uz')
    expect(getLabels('zz')).toBe(TRANSLATIONS.en)
    expect(getLabels('de').finished).toBe('Beendet')
  })
})
