import type { Field } from 'payload'

const JSON_EDITOR = '/admin/JsonField#JsonField'

/**
 * Gives every `json` and `code` field our textarea editor (src/admin/JsonField.tsx) instead of
 * Payload's Monaco editor, whose loader fetches its code from a CDN. Walks groups, rows,
 * collapsibles, tabs, arrays and blocks.
 */
export function withLocalEditors<F extends Field>(fields: F[]): F[] {
  return fields.map((f) => {
    const field = f as Field & { fields?: Field[]; tabs?: { fields: Field[] }[]; blocks?: { fields: Field[] }[] }
    if (field.type === 'json' || field.type === 'code') {
      const own = (field.admin as { components?: { Field?: unknown } } | undefined)?.components?.Field
      if (own) return f
      const Field = field.type === 'code' ? { path: JSON_EDITOR, clientProps: { mode: 'code' } } : JSON_EDITOR
      return {
        ...field,
        admin: { ...field.admin, components: { ...(field.admin as { components?: object })?.components, Field } },
      } as F
    }
    const next = { ...field } as typeof field
    if (Array.isArray(field.fields)) next.fields = withLocalEditors(field.fields)
    if (Array.isArray(field.tabs)) next.tabs = field.tabs.map((t) => ({ ...t, fields: withLocalEditors(t.fields) }))
    if (Array.isArray(field.blocks))
      next.blocks = field.blocks.map((b) => ({ ...b, fields: withLocalEditors(b.fields) }))
    return next as F
  })
}
