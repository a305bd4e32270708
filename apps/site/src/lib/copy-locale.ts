import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'

type Data = Record<string, unknown>

/** Payload's own keys, never copied; array and block rows lose their ids (each language has its own rows). */
const SKIP = new Set(['id', 'createdAt', 'updatedAt', '_status', 'sizes', 'url', 'thumbnailURL'])

function strip(value: unknown, top = false): unknown {
  if (Array.isArray(value)) return value.map((v) => strip(v))
  if (value && typeof value === 'object') {
    const out: Data = {}
    for (const [k, v] of Object.entries(value as Data)) {
      if ((top && SKIP.has(k)) || (!top && k === 'id')) continue
      out[k] = strip(v)
    }
    return out
  }
  return value
}

/** Deep merge of `over` onto `base`: objects merge, anything else (arrays too) replaces. */
function merge(base: Data, over: Data): Data {
  const out: Data = { ...base }
  for (const [k, v] of Object.entries(over)) {
    const b = out[k]
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object' && !Array.isArray(b)
        ? merge(b as Data, v as Data)
        : v
  }
  return out
}

type Target = { collection: CollectionSlug; id: number | string } | { global: GlobalSlug }

/**
 * Starts a translation from the default language (issue 19): the document's default-language content,
 * written into `to` with `overrides` on top. Used by the seed (Portuguese demo content) and by the
 * editors' "Copy from English" endpoint. Drafts stay drafts; `publish` publishes the translation.
 */
export async function copyLocale(
  payload: Payload,
  target: Target,
  to: Locale,
  {
    overrides = {},
    publish = false,
    req,
    context,
  }: { overrides?: Data; publish?: boolean; req?: PayloadRequest; context?: Data } = {},
): Promise<Data> {
  if (to === DEFAULT_LOCALE) throw new Error('The default language is the source of a copy, not its target')
  if ('global' in target) {
    const source = (await payload.findGlobal({
      slug: target.global,
      locale: DEFAULT_LOCALE,
      depth: 0,
      req,
    })) as unknown as Data
    const data = strip(merge(source, overrides), true) as Data
    return (await payload.updateGlobal({
      slug: target.global,
      locale: to,
      data: data as never,
      depth: 0,
      req,
      context,
    })) as unknown as Data
  }
  const source = (await payload.findByID({
    collection: target.collection,
    id: target.id,
    locale: DEFAULT_LOCALE,
    depth: 0,
    draft: true,
    req,
  })) as unknown as Data
  const data = strip(merge(source, overrides), true) as Data
  if (publish) data._status = 'published'
  return (await payload.update({
    collection: target.collection,
    id: target.id,
    locale: to,
    data: data as never,
    depth: 0,
    draft: !publish,
    req,
    context,
  })) as unknown as Data
}
