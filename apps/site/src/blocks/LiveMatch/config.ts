import type { Block } from 'payload'
import { LANGUAGES } from '@travel/live-widget/core'

const NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  fr: 'French',
  pt: 'Portuguese',
  de: 'German',
  id: 'Indonesian',
  it: 'Italian',
  ko: 'Korean',
  pl: 'Polish',
  ru: 'Russian',
  es: 'Spanish',
  th: 'Thai',
  tr: 'Turkish',
  uk: 'Ukrainian',
  vi: 'Vietnamese',
  nl: 'Dutch',
  ro: 'Romanian',
  ka: 'Georgian',
  hy: 'Armenian',
  az: 'Azerbaijani',
  el: 'Greek',
  uz: 'Uzbek',
}

/**
 * The live football score widget (SPEC section 2). Its language is the page's unless the editor picks one
 * of the widget's 21 (issue 19).
 */
export const LiveMatchBlock: Block = {
  slug: 'liveMatch',
  interfaceName: 'LiveMatchBlock',
  labels: { singular: 'Live match', plural: 'Live matches' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'lang',
      type: 'select',
      label: 'Language',
      admin: { description: 'Empty: the language of the page it is on.' },
      options: LANGUAGES.map((value) => ({ label: `${NAMES[value]} (${value})`, value })),
    },
    {
      name: 'emptyText',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Shown when no match came back. Empty: the language’s own text.' },
    },
    {
      name: 'following',
      type: 'checkbox',
      label: 'Show “N following”',
      defaultValue: false,
      admin: {
        description:
          'How many visitors are watching the match with the widget. Needs presence on the realtime gateway’s sport namespace (see apps/realtime/README.md); without it nothing is shown.',
      },
    },
  ],
}
