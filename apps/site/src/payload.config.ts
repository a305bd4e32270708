import path from 'node:path'
import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Categories } from './collections/Categories'
import { Customers } from './accounts/customers'
import { Guides } from './collections/Guides'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Users } from './collections/Users'
import { adminPresentation } from './admin/presentation'
import { announceAdminSetup, withFirstAdminSetup } from './admin/first-admin'
import { scheduledJobsCollection, SITE_TIMEZONE } from './admin/scheduled-publish'
import { footballCollections, footballEndpoints } from './football'
import { submitFormEndpoint } from './forms/submit-endpoint'
import { shopEndpoints } from './booking/endpoints'
import { ecommerce } from './booking/plugin'
import { validateSubmissionHook } from './forms/validate-submission'
import { Footer } from './globals/Footer'
import { Header } from './globals/Header'
import { SiteSettings } from './globals/SiteSettings'
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES } from './i18n/locales'
import { isStaff } from './lib/access'
import { ajaxEndpoint } from './lib/ajax-endpoint'
import { databaseAdapter } from './lib/db'
import { emailAdapter } from './lib/email'
import { formTokenHook } from './form-token/server'
import { lockDownInternalCollections } from './lib/internal-access'
import { repoRoot } from './lib/paths'
import { siteUrl } from './lib/preview'
import { badQueryAfterError, databaseBusyAfterError } from './lib/query-errors'
import { mediaStorage } from './lib/storage'
import { searchPlugin } from './search/plugin'

const secret = process.env.PAYLOAD_SECRET
if (!secret && process.env.NEXT_PHASE !== 'phase-production-build') {
  throw new Error(
    'PAYLOAD_SECRET is not set. `npm start` writes a random one to .env on first start; set it yourself in production.',
  )
}

const siteDir = path.join(repoRoot(), 'apps', 'site')

// Payload's own collections (edit locks, preferences, migrations) are given to staff once sanitized: src/lib/internal-access.ts
/**
 * Payload logs an error at the level named here for its class (by `err.name`), else as an error with a
 * stack: a visitor's mistake is not an error of the site. Our own FormTokenError is looked up the same
 * way, though Payload's type lists only its own classes.
 */
const VISITOR_ERROR_LEVELS: Record<string, 'info' | 'warn'> = {
  AuthenticationError: 'info',
  LockedAuth: 'info',
  QueryError: 'info',
  APIError: 'warn',
  FormTokenError: 'info',
}

export default buildConfig({
  // No serverURL: upload URLs stay relative (/api/media/file/...), so cached pages never carry a host.
  secret: secret || 'build-time-placeholder-never-used-to-sign',
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.join(siteDir, 'src') },
    meta: { titleSuffix: ' · Site admin' },
    // Payload's default is a Gravatar picture: a third-party host (blocked by our CSP's spirit and
    // unreachable offline), so a broken image. The default icon is drawn locally.
    avatar: 'default',
    components: { beforeDashboard: ['/admin/FailedScheduledJobs#FailedScheduledJobs'] },
    // The site's zone (Lisbon) first in the schedule drawer's picker and chosen there, not "Select a value".
    timezones: {
      defaultTimezone: SITE_TIMEZONE,
      supportedTimezones: ({ defaultTimezones }) => [
        { label: '(UTC+00:00) Lisbon', value: SITE_TIMEZONE },
        ...defaultTimezones.filter((z) => z.value !== SITE_TIMEZONE),
      ],
    },
  },
  // `tours` is added by the ecommerce plugin (tours are its products), see src/booking/plugin.ts
  // Users: on a deployment, the first administrator needs the setup token from the log (admin/first-admin.ts).
  collections: [Pages, Guides, Media, Categories, withFirstAdminSetup(Users), Customers, ...footballCollections],
  endpoints: [...footballEndpoints, ajaxEndpoint, ...shopEndpoints],
  globals: [Header, Footer, SiteSettings],
  // Content in each of the site's languages (issue 19): the fields marked `localized` keep one value per
  // locale; a locale without its own value reads English's (fallback), so a visitor never gets an empty page.
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_NAMES[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  editor: lexicalEditor(),
  email: emailAdapter(),
  db: databaseAdapter(path.join(siteDir, 'src', 'migrations')),
  sharp,
  // Payload regenerates payload-types.ts at each start outside production unless told not to: a second
  // node process (`payload generate:types`, seconds of CPU and ~400 MB) that outlives short runs. Only
  // `next dev` (NODE_ENV=development) wants it, or PAYLOAD_GENERATE_TYPES=1 (=0 turns it off in dev).
  typescript: {
    outputFile: path.join(siteDir, 'src', 'payload-types.ts'),
    autoGenerate:
      process.env.PAYLOAD_GENERATE_TYPES === '1' ||
      (process.env.NODE_ENV === 'development' && process.env.PAYLOAD_GENERATE_TYPES !== '0'),
  },
  graphQL: { disable: true },
  cors: [siteUrl()],
  csrf: [siteUrl()],
  telemetry: false,
  onInit: (payload) => announceAdminSetup(payload),
  hooks: { afterError: [badQueryAfterError, databaseBusyAfterError] },
  // A visitor's mistake (wrong password, paused login, a query that does not fit, a rate limit or a
  // password rule: our APIErrors) is not the server failing: info/warn, not error with a stack. Payload
  // picks the level by the error's class name, which is why the server build keeps class names
  // (next.config.mjs, serverMinification).
  loggingLevels: VISITOR_ERROR_LEVELS,
  // One JSON object a line in production (the launcher's log format); Payload's pretty output in development.
  ...(process.env.NODE_ENV === 'production' ? { logger: { options: { level: process.env.LOG_LEVEL || 'info' } } } : {}),
  upload: { limits: { fileSize: 20 * 1024 * 1024 } },
  jobs: {
    access: { run: ({ req }) => isStaffUser(req.user) },
    // Scheduled publishing runs in the long-running site process.
    autoRun: [{ cron: '* * * * *', queue: 'default' }],
    // With REDIS_URL, only the instance holding the cluster's "jobs" lock runs them (lib/cluster-lock.ts).
    shouldAutoRun: async () =>
      process.env.PAYLOAD_JOBS_AUTORUN !== '0' && (await (await import('./lib/cluster-lock')).holdsClusterLock('jobs')),
    // Editors see the jobs ("Scheduled jobs") with their errors, and a schedule made through the REST API
    // (our Publish button's drawer) is validated first, by a route of the collection, not a hook (no
    // `runHooks`: Payload's runner then re-validates the job's own log and fails on it): src/admin/scheduled-publish.ts.
    jobsCollectionOverrides: scheduledJobsCollection,
  },
  plugins: [
    // First: it adds the tours collection that the SEO and redirects plugins extend.
    ecommerce(),
    seoPlugin({
      collections: ['pages', 'guides', 'tours'],
      uploadsCollection: 'media',
      generateTitle: ({ doc }) => `${(doc as { title?: string })?.title ?? ''}`,
      generateDescription: ({ doc }) =>
        (
          (doc as { excerpt?: string; summary?: string })?.excerpt ??
          (doc as { summary?: string })?.summary ??
          ''
        ).slice(0, 160),
    }),
    redirectsPlugin({
      collections: ['pages', 'guides', 'tours'],
      overrides: {
        admin: { group: 'Site' },
        access: { read: () => true, create: isStaff, update: isStaff, delete: isStaff },
      },
    }),
    formBuilderPlugin({
      fields: { payment: false, state: false, country: false },
      formOverrides: {
        admin: { group: 'Forms' },
        access: { read: () => true, create: isStaff, update: isStaff, delete: isStaff },
      },
      formSubmissionOverrides: {
        admin: { group: 'Forms', defaultColumns: ['submissionData', 'form', 'createdAt'] },
        // Listed by sender, email and first line; each submitted field labelled by its name.
        fields: ({ defaultFields }) =>
          defaultFields.map((f) =>
            'name' in f && f.name === 'submissionData'
              ? ({
                  ...f,
                  label: 'Message',
                  labels: { singular: 'Field', plural: 'Fields' },
                  admin: {
                    ...f.admin,
                    components: {
                      ...f.admin?.components,
                      Cell: '/admin/SubmissionCells#SubmissionSummaryCell',
                      RowLabel: '/admin/SubmissionCells#SubmissionFieldRowLabel',
                    },
                  },
                } as typeof f)
              : f,
          ),
        access: { create: () => true, read: isStaff, update: () => false, delete: isStaff },
        // Our create endpoint first (rate limit, honeypot, notification, pixel event); Payload's defaults follow.
        endpoints: [submitFormEndpoint],
        // The form token is checked in its own hook (a missing or stale token: 403 with a fresh one).
        hooks: { beforeValidate: [validateSubmissionHook], beforeOperation: [formTokenHook(['create'])] },
      },
    }),
    // Uploaded files in S3 when S3_BUCKET is set, else on the local disk; one schema for both (lib/storage.ts).
    mediaStorage(),
    // Site search: keeps the index in step with guides, tours (added by ecommerce) and pages; /api/search/suggest.
    searchPlugin(),
    // Last: covers every plugin's collections (local JSON editor, Publish button, tour operator's words).
    adminPresentation(),
  ],
}).then(lockDownInternalCollections)

function isStaffUser(user: unknown): boolean {
  const u = user as { collection?: string; roles?: string[] } | null
  return Boolean(u && u.collection === 'users' && u.roles?.some((r) => r === 'admin' || r === 'editor'))
}
