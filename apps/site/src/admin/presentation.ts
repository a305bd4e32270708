import type { CollectionConfig, Config, Plugin } from 'payload'
import { withLocalEditors } from './local-editors'
import { withOneDraftPerClick } from './one-draft-per-click'
import { tourOperatorWords } from './words'

const PUBLISH_BUTTON = '/admin/SchedulePublishButton#SchedulePublishButton'

const schedules = (c: { versions?: unknown }) => {
  const drafts = (c.versions as { drafts?: unknown } | undefined)?.drafts
  return Boolean(drafts && typeof drafts === 'object' && (drafts as { schedulePublish?: unknown }).schedulePublish)
}

function withPublishButton<T extends { admin?: unknown; versions?: unknown }>(c: T): T {
  if (!schedules(c)) return c
  const admin = (c.admin ?? {}) as NonNullable<CollectionConfig['admin']>
  return {
    ...c,
    admin: {
      ...admin,
      components: { ...admin.components, edit: { ...admin.components?.edit, PublishButton: PUBLISH_BUTTON } },
    },
  }
}

/**
 * The admin's presentation, applied to every collection and global after the other plugins:
 * - json/code fields get an editor that needs nothing from another host (src/admin/JsonField.tsx);
 * - documents with scheduled publishing get our Publish button (src/admin/SchedulePublishButton.tsx);
 * - one click on Create New makes one draft (src/admin/one-draft-per-click.ts);
 * - the ecommerce plugin's English texts are the tour operator's words (src/admin/words.ts).
 */
export const adminPresentation =
  (): Plugin =>
  (config: Config): Config => {
    const translations = (config.i18n?.translations ?? {}) as Record<string, Record<string, Record<string, string>>>
    const en = translations.en ?? {}
    return {
      ...config,
      collections: config.collections?.map((c) =>
        withOneDraftPerClick(withPublishButton({ ...c, fields: withLocalEditors(c.fields) })),
      ),
      globals: config.globals?.map((g) => withPublishButton({ ...g, fields: withLocalEditors(g.fields) }) as typeof g),
      blocks: config.blocks?.map((b) => ({ ...b, fields: withLocalEditors(b.fields) })),
      i18n: {
        ...config.i18n,
        translations: {
          ...translations,
          en: {
            ...en,
            'plugin-ecommerce': { ...(en['plugin-ecommerce'] ?? {}), ...tourOperatorWords['plugin-ecommerce'] },
          },
        } as never,
      },
    }
  }
