import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'
import { anyone, isStaff } from '../lib/access'
import { mergeWirePeriods, validateWirePeriods } from '@travel/live-widget/core'
import { publishMatchChange } from './publish-hook'
import { forgetMatchLists } from './rpc-handlers'
import { STAGE_OPTIONS } from './stages'

const MATCH_TIME = /^\d{1,3}(\+\d{1,2})?$/
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const side = (name: 'home' | 'away', label: string): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    { name: 'team', type: 'relationship', relationTo: 'teams', required: true },
    {
      name: 'score',
      type: 'number',
      min: 0,
      max: 999,
      admin: { description: 'Empty until the match has a score.' },
      validate: (v: unknown) =>
        v === null || v === undefined || (Number.isInteger(v) && (v as number) >= 0)
          ? true
          : 'A score is a whole number, 0 or more',
    },
    {
      name: 'periods',
      type: 'json',
      admin: { description: 'Score per period, merged period by period: {"1": 1, "2": 0}.' },
      validate: validateWirePeriods,
    },
  ],
})

/** Periods are merged period by period with the stored ones (SPEC section 3). */
const mergeStoredPeriods: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  for (const s of ['home', 'away'] as const) {
    const incoming = data?.[s]?.periods
    if (incoming && typeof incoming === 'object')
      data[s] = { ...data[s], periods: mergeWirePeriods(originalDoc[s]?.periods, incoming) }
  }
  return data
}

const forgetListsAfterChange = ({ doc }: { doc: unknown }) => {
  forgetMatchLists()
  return doc
}

/**
 * Football matches: fixtures, live state and events. The feed worker writes them through the Local
 * API; editors can correct a score or a stage by hand. Each change is published as one live update.
 */
export const Matches: CollectionConfig = {
  slug: 'matches',
  admin: { useAsTitle: 'slug', defaultColumns: ['slug', 'date', 'stage', 'league'], group: 'Football' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'date',
  // A change made here is in the next match-list RPC at once (rpc-handlers.ts caches lists for a second).
  hooks: {
    beforeChange: [mergeStoredPeriods],
    afterChange: [publishMatchChange, forgetListsAfterChange],
    afterDelete: [forgetListsAfterChange],
  },
  fields: [
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 120,
      admin: { description: 'Unique key of the match, e.g. benfica-porto-2026-05-10.' },
      validate: (v: unknown) =>
        typeof v === 'string' && SLUG.test(v) ? true : 'Use lower-case letters, digits and single dashes only',
    },
    {
      name: 'date',
      type: 'date',
      label: 'Kick-off',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'stage', type: 'select', required: true, index: true, defaultValue: 'plan', options: STAGE_OPTIONS },
    {
      name: 'matchTime',
      type: 'text',
      label: 'Current minute',
      maxLength: 8,
      admin: { description: 'The minute, e.g. 67, or with added time, e.g. 45+2. Empty when not playing.' },
      validate: (v: unknown) =>
        v === null || v === undefined || v === '' || (typeof v === 'string' && MATCH_TIME.test(v))
          ? true
          : 'A minute like 67 or 45+2',
    },
    { name: 'league', type: 'relationship', relationTo: 'leagues', required: true, index: true },
    side('home', 'Home'),
    side('away', 'Away'),
    {
      name: 'events',
      type: 'array',
      admin: { description: 'Goals, cards and substitutions (the widget’s details view).' },
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          options: [
            { label: 'Goal', value: 'goal' },
            { label: 'Yellow card', value: 'yellow_card' },
            { label: 'Red card', value: 'red_card' },
            { label: 'Substitution', value: 'substitution' },
          ],
        },
        {
          name: 'minute',
          type: 'text',
          required: true,
          maxLength: 8,
          validate: (v: unknown) => (typeof v === 'string' && MATCH_TIME.test(v) ? true : 'A minute like 67 or 45+2'),
        },
        {
          name: 'side',
          type: 'select',
          required: true,
          options: [
            { label: 'Home', value: 'home' },
            { label: 'Away', value: 'away' },
          ],
        },
        {
          name: 'player',
          type: 'text',
          maxLength: 120,
          admin: { description: 'For a substitution: the player going off.' },
        },
        { name: 'playerIn', type: 'text', maxLength: 120, admin: { condition: (_d, s) => s?.type === 'substitution' } },
        {
          name: 'score',
          type: 'text',
          maxLength: 12,
          admin: { description: 'Score after a goal, e.g. 1:0.', condition: (_d, s) => s?.type === 'goal' },
        },
      ],
    },
    {
      name: 'providerId',
      type: 'text',
      index: true,
      maxLength: 80,
      admin: { position: 'sidebar', description: 'Id at the data provider, e.g. fd:12345 or sim:… (set by the feed).' },
    },
  ],
}
