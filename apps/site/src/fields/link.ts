import type { Field, GroupField } from 'payload'
import { isSafeUrl } from '../lib/sanitize-url'

export const linkTargets = ['pages', 'guides', 'tours'] as const

/** A link an editor sets: a reference to a page, guide or tour, or a custom URL (sanitised). */
export const linkFields = ({ withLabel = true }: { withLabel?: boolean } = {}): Field[] => [
  {
    name: 'type',
    type: 'radio',
    defaultValue: 'reference',
    options: [
      { label: 'Internal link', value: 'reference' },
      { label: 'Custom URL', value: 'custom' },
    ],
    admin: { layout: 'horizontal' },
  },
  {
    name: 'reference',
    type: 'relationship',
    relationTo: [...linkTargets],
    admin: { condition: (_, sibling) => sibling?.type === 'reference' },
  },
  {
    name: 'url',
    type: 'text',
    admin: { condition: (_, sibling) => sibling?.type === 'custom' },
    validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
      if (siblingData?.type !== 'custom') return true
      if (typeof value !== 'string' || value.trim() === '') return 'A URL is required'
      if (value.length > 2000) return 'The URL is too long (2000 characters at most)'
      return isSafeUrl(value) || 'This kind of link is not allowed'
    },
  },
  ...(withLabel ? ([{ name: 'label', type: 'text', required: true, maxLength: 120 }] as Field[]) : []),
  { name: 'newTab', type: 'checkbox', label: 'Open in a new tab' },
]

export const linkGroup = (name = 'link', opts?: { withLabel?: boolean; label?: string }): GroupField => ({
  name,
  label: opts?.label,
  type: 'group',
  fields: linkFields(opts),
})
