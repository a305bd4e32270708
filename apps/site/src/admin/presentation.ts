import type { CollectionConfig, Config, Plugin } from 'payload'
import { withLocalEditors } from './local-editors'
import { withOneDraftPerClick } from './one-draft-per-click'
import { tourOperatorWords } from './words'

const PUBLISH_BUTTON = '/admin/SchedulePublishButton#SchedulePublishButton'
const NEW_DOCUMENT_TITLE = '/admin/NewDocumentTitle#NewDocumentTitle'

const autosaves = (c: { versions?: unknown }) => {
  const drafts = (c.versions as { drafts?: unknown } | undefined)?.drafts
  return Boolean(drafts && typeof drafts === 'object' && (drafts as { autosave?: unknown }).autosave)
}

/** "New guide": a collection's singular label (else its slug in words), for a document without a title yet. */
function newDocumentLabel(c: CollectionConfig): string {
  const singular = c.labels?.singular
  const name =
    typeof singular === 'string'
      ? singular
      : (singular && typeof singular === 'object' && 'en' in singular && String(singular.en)) ||
        c.slug.replace(/-/g, ' ').replace(/s$/, '')
  return `New ${name.toLowerCase()}`
}

/**
 * A document whose drafts autosave exists (with an id) before it has a title: it is headed "New guide"
 * until it has one, not by its id (src/admin/NewDocumentTitle.tsx).
 */
function withNewDocumentTitle(c: CollectionConfig): CollectionConfig {
  const useAsTitle = c.admin?.useAsTitle
  if (!useAsTitle || useAsTitle === 'id' || !autosaves(c)) return c
  const edit = c.admin?.components?.edit
  const title = { path: NEW_DOCUMENT_TITLE, clientProps: { label: newDocumentLabel(c), useAsTitle } }
  return {
    ...c,
    admin: {
      ...c.admin,
      components: {
        ...c.admin?.components,
        edit: { ...edit, beforeDocumentControls: [...(edit?.beforeDocumentControls ?? []), title] },
      },
    },
  }
}

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
 * - one click on Create New makes one draft (src/admin/one-draft-per-click.ts), headed "New guide" until it
 *   has a title (src/admin/NewDocumentTitle.tsx);
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
        withNewDocumentTitle(withOneDraftPerClick(withPublishButton({ ...c, fields: withLocalEditors(c.fields) }))),
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
