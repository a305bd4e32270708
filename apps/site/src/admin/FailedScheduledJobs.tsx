import type { ServerProps } from 'payload'
import React from 'react'

type Job = {
  id: number | string
  waitUntil?: string | null
  completedAt?: string | null
  hasError?: boolean | null
  error?: unknown
  log?: { state?: string; error?: unknown; completedAt?: string }[] | null
  input?: { type?: string; doc?: { relationTo: string; value: string }; global?: string } | null
}

const isStaff = (user: unknown) => {
  const u = user as { collection?: string; roles?: string[] } | null | undefined
  return Boolean(u && u.collection === 'users' && u.roles?.some((r) => r === 'admin' || r === 'editor'))
}

const messageOf = (job: Job): string => {
  const last = [...(job.log ?? [])].reverse().find((l) => l.state === 'failed')
  const err = (last?.error ?? job.error) as
    { message?: string; data?: { errors?: { message?: string; label?: string; path?: string }[] } } | string | undefined
  if (!err) return 'unknown error'
  if (typeof err === 'string') return err
  const fields = err.data?.errors?.map((e) => `${e.label ?? e.path}: ${e.message}`).join('; ')
  return [err.message, fields].filter(Boolean).join(' — ') || JSON.stringify(err).slice(0, 300)
}

/**
 * Dashboard banner: scheduled publishes that failed at their hour (a draft that stopped validating
 * after it was scheduled, a deleted document...). Payload only logs these on the server, and the
 * schedule drawer then just says "No upcoming events". Dismissed by deleting the job (Admin →
 * Scheduled jobs) or by scheduling the document again once fixed.
 */
export async function FailedScheduledJobs({ payload, user }: ServerProps) {
  if (!isStaff(user)) return null
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { hasError: { equals: true } }] },
    sort: '-updatedAt',
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  const jobs = docs as unknown as Job[]
  if (jobs.length === 0) return null
  const adminRoute = payload.config.routes.admin
  const rows = await Promise.all(
    jobs.map(async (job) => {
      const doc = job.input?.doc
      let title = doc ? `${doc.relationTo} ${doc.value}` : `global ${job.input?.global ?? ''}`
      let href = doc
        ? `${adminRoute}/collections/${doc.relationTo}/${doc.value}`
        : `${adminRoute}/globals/${job.input?.global ?? ''}`
      if (doc) {
        const coll = payload.collections[doc.relationTo as 'pages']
        const useAsTitle = coll?.config.admin?.useAsTitle
        const found = coll
          ? ((await payload.findByID({
              collection: doc.relationTo as 'pages',
              id: doc.value,
              draft: true,
              depth: 0,
              overrideAccess: true,
              disableErrors: true,
            })) as Record<string, unknown> | null)
          : null
        if (found && useAsTitle && typeof found[useAsTitle] === 'string') title = found[useAsTitle] as string
        if (!found) href = `${adminRoute}/collections/payload-jobs/${job.id}`
      }
      return { job, title, href }
    }),
  )
  return (
    <section
      className="failed-scheduled-jobs"
      role="alert"
      style={{
        border: '1px solid var(--theme-error-500)',
        background: 'var(--theme-error-50)',
        borderRadius: 'var(--style-radius-m)',
        padding: '12px 16px',
        marginBottom: '24px',
      }}
    >
      <h2 style={{ fontSize: '16px', margin: '0 0 8px' }}>Scheduled publishing failed</h2>
      <ul style={{ margin: 0, paddingLeft: '20px' }}>
        {rows.map(({ job, title, href }) => (
          <li key={String(job.id)} style={{ marginBottom: '6px' }}>
            <a href={href}>{title}</a>: the {job.input?.type === 'unpublish' ? 'unpublish' : 'publish'} scheduled for{' '}
            {job.waitUntil
              ? new Date(job.waitUntil).toLocaleString('en-GB', {
                  timeZone: 'UTC',
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }) + ' UTC'
              : 'now'}{' '}
            failed: {messageOf(job)} (
            <a href={`${adminRoute}/collections/payload-jobs/${job.id}`}>job {String(job.id)}</a>)
          </li>
        ))}
      </ul>
    </section>
  )
}
