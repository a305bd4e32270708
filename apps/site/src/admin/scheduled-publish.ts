import {
  addDataAndFileToRequest,
  APIError,
  beforeChangeTraverseFields,
  createOperation,
  Forbidden,
  headersWithCors,
  type CollectionConfig,
  type Endpoint,
  type PayloadRequest,
  type ValidationFieldError,
} from 'payload'
import { withLocalEditors } from './local-editors'

type ScheduleInput = {
  type?: string
  doc?: { relationTo: string; value: string | number }
  global?: string
  /** One language to publish (the drawer's "Locale to publish"); none: every language. */
  locale?: string
  timezone?: string
  user?: unknown
}

/** The site's time zone: a schedule made without one is read in it (the drawer's default too, payload.config.ts). */
export const SITE_TIMEZONE = 'Europe/Lisbon'

const isStaffUser = (user: unknown) => {
  const u = user as { collection?: string; roles?: string[] } | null | undefined
  return Boolean(u && u.collection === 'users' && u.roles?.some((r) => r === 'admin' || r === 'editor'))
}

/** The language a scheduled publish validates: its own one, else the default (what a publish of all languages checks). */
export function scheduledLocale(req: PayloadRequest, input: ScheduleInput): string | undefined {
  const localization = req.payload.config.localization
  if (!localization) return undefined
  return localization.localeCodes.includes(String(input.locale)) ? String(input.locale) : localization.defaultLocale
}

/** "Portuguese (pt)": a language named in the admin's words (English). */
export const languageName = (code: string) =>
  `${new Intl.DisplayNames('en', { type: 'language' }).of(code) ?? code} (${code})`

/**
 * What would stop the latest draft of a document (or global) from being published: the same field
 * validation a publish runs (required fields, the fields' own rules), on the stored draft with
 * `_status: 'published'`, without writing anything. Like Payload's publish (and the scheduled job at its
 * hour, which publishes `input.locale` only), only the language being published is checked: a Portuguese
 * publish does not ask for the English title.
 */
export async function publishProblems(req: PayloadRequest, input: ScheduleInput): Promise<ValidationFieldError[]> {
  const locale = scheduledLocale(req, input)
  const before = { locale: req.locale, fallbackLocale: req.fallbackLocale }
  if (locale) Object.assign(req, { locale, fallbackLocale: false })
  try {
    return await problemsInLocale(req, input, locale)
  } finally {
    Object.assign(req, before)
  }
}

async function problemsInLocale(
  req: PayloadRequest,
  input: ScheduleInput,
  locale: string | undefined,
): Promise<ValidationFieldError[]> {
  const { payload } = req
  // The draft in the language being published, without another language's values filling its gaps.
  const inLocale = locale ? { locale: locale as 'en', fallbackLocale: false as const } : {}
  const allLocales = locale ? { locale: 'all' as const } : {}
  const errors: ValidationFieldError[] = []
  const common = {
    context: {},
    errors,
    fieldLabelPath: '',
    mergeLocaleActions: [],
    operation: 'update' as const,
    overrideAccess: true,
    parentIndexPath: '',
    parentIsLocalized: false,
    parentPath: '',
    parentSchemaPath: '',
    req,
    skipValidation: false,
  }
  if (input.doc) {
    const entry = (payload.collections as Record<string, (typeof payload.collections)['pages'] | undefined>)[
      input.doc.relationTo
    ]
    const collection = entry?.config
    if (!collection) throw new APIError(`Unknown collection "${input.doc.relationTo}"`, 400, undefined, true)
    const idType = entry?.customIDType ?? payload.db.defaultIDType
    const id = idType === 'number' ? Number(input.doc.value) : input.doc.value
    const read = (locales: object) =>
      payload.findByID({
        collection: input.doc!.relationTo as 'pages',
        id,
        draft: true,
        depth: 0,
        overrideAccess: true,
        req,
        disableErrors: true,
        ...locales,
      })
    const draft = await read(inLocale)
    if (!draft)
      throw new APIError(`No ${input.doc.relationTo} document with ID ${input.doc.value}`, 404, undefined, true)
    const withLocales = locale ? ((await read(allLocales)) ?? draft) : draft
    const data = { ...structuredClone(draft), _status: 'published' }
    await beforeChangeTraverseFields({
      ...common,
      id,
      collection,
      global: null,
      data,
      doc: draft,
      docWithLocales: withLocales,
      fields: collection.fields,
      siblingData: data,
      siblingDoc: draft,
      siblingDocWithLocales: draft,
    })
  } else if (input.global) {
    const global = payload.config.globals.find((g) => g.slug === input.global)
    if (!global) throw new APIError(`Unknown global "${input.global}"`, 400, undefined, true)
    const read = async (locales: object) =>
      (await payload.findGlobal({
        slug: input.global as 'site-settings',
        draft: true,
        depth: 0,
        overrideAccess: true,
        req,
        ...locales,
      })) as unknown as Record<string, unknown>
    const draft = await read(inLocale)
    const withLocales = locale ? await read(allLocales) : draft
    const data = { ...structuredClone(draft), _status: 'published' }
    await beforeChangeTraverseFields({
      ...common,
      collection: null,
      global,
      data,
      doc: draft,
      docWithLocales: withLocales,
      fields: global.fields,
      siblingData: data,
      siblingDoc: draft,
      siblingDocWithLocales: draft,
    })
  }
  return errors
}

export const describeProblems = (errors: ValidationFieldError[]) =>
  errors.map((e) => `${e.label ? `${e.label}` : e.path}: ${e.message}`).join('; ')

/**
 * A scheduled publish is checked when it is scheduled, not at its hour: a draft that would not
 * publish is refused with the reason. From the REST API (the admin's schedule drawer posts here,
 * see SchedulePublishButton) only schedulePublish jobs can be made, and they run as their maker.
 */
async function checkScheduledPublish(req: PayloadRequest, data: Record<string, unknown>) {
  if (!isStaffUser(req.user)) throw new Forbidden(req.t)
  if (data.taskSlug !== 'schedulePublish' || data.workflowSlug) throw new Forbidden(req.t)
  const input = (data.input ?? {}) as ScheduleInput
  if (!input.doc && !input.global)
    throw new APIError('A scheduled publish names a document or a global', 400, undefined, true)
  if (input.doc) input.doc = { relationTo: String(input.doc.relationTo), value: String(input.doc.value) }
  input.user = req.user ? { relationTo: req.user.collection, value: req.user.id } : undefined
  input.timezone ||= SITE_TIMEZONE
  data.input = input
  data.queue = 'default'
  if (input.type === 'unpublish') return data
  const problems = await publishProblems(req, input)
  if (problems.length > 0) {
    const locale = scheduledLocale(req, input)
    throw new APIError(
      `This draft cannot be published${locale ? ` in ${languageName(locale)}` : ''}, so its publication cannot be scheduled: ${describeProblems(problems)}`,
      400,
      { errors: problems },
      true,
    )
  }
  return data
}

/**
 * POST /api/payload-jobs, ahead of Payload's own create route: the job checked (checkScheduledPublish),
 * then created as that route does. A route rather than a collection hook: Payload's queue writes jobs
 * without the collection's hooks (unless jobs.runHooks, which makes its runner re-validate each job's
 * log and fail on it), so a hook here would only be met by REST creates anyway, and Payload warns at
 * every start about a hook that does not run for its own writes.
 */
const createScheduledJob: Endpoint = {
  path: '/',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const data = await checkScheduledPublish(req, { ...((req.data as Record<string, unknown>) ?? {}) })
    const collection = req.payload.collections[req.routeParams?.collection as 'payload-jobs']
    const doc = await createOperation({ collection, data, depth: 0, req })
    return Response.json(
      { doc, message: req.t('general:successfullyCreated', { label: 'Scheduled job' }) },
      { headers: headersWithCors({ headers: new Headers(), req }), status: 201 },
    )
  },
}

/**
 * Payload's jobs collection as editors see it: "Scheduled jobs" (read and delete for staff, with the
 * error of a failed one), every new scheduled publish validated first.
 */
export const scheduledJobsCollection = ({
  defaultJobsCollection: c,
}: {
  defaultJobsCollection: CollectionConfig
}): CollectionConfig => ({
  ...c,
  labels: { singular: 'Scheduled job', plural: 'Scheduled jobs' },
  admin: {
    ...c.admin,
    group: 'Admin',
    hidden: ({ user }) => !isStaffUser(user),
    defaultColumns: ['taskSlug', 'input', 'waitUntil', 'completedAt', 'hasError', 'error'],
    description:
      'Scheduled publishing. A job with an error did not publish: fix the document, then schedule it again from its Publish menu.',
  },
  access: {
    ...c.access,
    read: ({ req }) => isStaffUser(req.user),
    create: ({ req }) => isStaffUser(req.user),
    update: () => false,
    delete: ({ req }) => isStaffUser(req.user),
  },
  endpoints: [createScheduledJob, ...(Array.isArray(c.endpoints) ? c.endpoints : [])],
  fields: withLocalEditors(c.fields),
})
