import type { CollectionSlug, Endpoint, Field } from 'payload'
import { isLocale, DEFAULT_LOCALE } from '../i18n/locales'
import { copyLocale } from '../lib/copy-locale'

/**
 * Translation status for editors (issue 19), no column of its own: a "Languages" list column and a
 * "not yet translated" notice with a "Copy from English" button in the edit view.
 */
export const translationStatusField: Field = {
  name: 'translations',
  type: 'ui',
  label: 'Languages',
  admin: {
    components: {
      Cell: '/admin/TranslationStatus#TranslationStatusCell',
      Field: '/admin/TranslationNotice.client#TranslationNotice',
    },
  },
}

/** POST /api/<collection>/<id>/copy-locale?to=pt: the English document copied into `to` as a draft (staff only). */
export const copyLocaleEndpoint = (collection: CollectionSlug): Endpoint => ({
  path: '/:id/copy-locale',
  method: 'post',
  handler: async (req) => {
    const user = req.user as { collection?: string; roles?: string[] } | null
    if (!user || user.collection !== 'users' || !user.roles?.some((r) => r === 'admin' || r === 'editor'))
      return Response.json({ error: 'Forbidden' }, { status: 403 })
    const to = new URL(req.url ?? 'http://x').searchParams.get('to')
    if (!isLocale(to) || to === DEFAULT_LOCALE)
      return Response.json({ error: 'to must be a language other than the default one' }, { status: 400 })
    const id = req.routeParams?.id as string | undefined
    if (!id) return Response.json({ error: 'Not found' }, { status: 404 })
    try {
      await copyLocale(req.payload, { collection, id }, to, { req })
    } catch (err) {
      const status = (err as { status?: number }).status ?? 400
      return Response.json({ error: (err as Error).message }, { status: status >= 500 ? 400 : status })
    }
    return Response.json({ ok: true, to })
  },
})
