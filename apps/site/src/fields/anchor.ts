import type { TextField } from 'payload'

/** SPEC 5 "Hash-change id": a letter followed by letters, digits, '-', '_', ':' or '.'. */
export const ANCHOR_ID = /^[A-Za-z][-A-Za-z0-9_:.]*$/

/** An optional id so that a link to #id (or #!id) opens this tab or accordion section. */
export const anchorField = (): TextField => ({
  name: 'anchor',
  type: 'text',
  maxLength: 80,
  admin: { description: 'Optional id so that a link to #id opens this section.' },
  validate: (v: unknown) =>
    v == null || v === '' || ANCHOR_ID.test(String(v)) || 'A letter, then letters, digits, -, _, : or .',
})
