'use client'
import {
  PublishButton,
  ServerFunctionsContext,
  useConfig,
  useDocumentInfo,
  useModal,
  useServerFunctions,
} from '@payloadcms/ui'
import React, { useEffect, useMemo } from 'react'

type ScheduleArgs = {
  type?: 'publish' | 'unpublish'
  date?: Date
  deleteID?: number | string
  doc?: { relationTo: string; value: string }
  global?: string
  localeToPublish?: string
  timezone?: string
}

/**
 * Payload's Publish button, with two fixes to its "Schedule publish" drawer (upstream, payload 3.90):
 * - the drawer preselects "Unpublish" whenever the document has no newer draft than its published
 *   version, which includes a draft that was never published: here it starts on "Publish" then;
 * - the drawer says "Scheduled successfully" even when scheduling failed (its server function returns
 *   the error instead of throwing it, and the reason is only logged): here the schedule is posted to
 *   the jobs REST API, which validates the draft (src/admin/scheduled-publish.ts), and a refusal is
 *   thrown so the drawer shows the reason and stays open.
 */
export function SchedulePublishButton(props: React.ComponentProps<typeof PublishButton>) {
  const functions = useServerFunctions()
  const { config } = useConfig()
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const api = `${config.serverURL ?? ''}${config.routes.api}`

  const value = useMemo(
    () => ({
      ...functions,
      schedulePublish: async (args: ScheduleArgs) => {
        if (args.deleteID !== undefined) {
          const res = (await functions.schedulePublish(args as never)) as { error?: string } | undefined
          if (res?.error) throw new Error(res.error)
          return res
        }
        const res = await fetch(`${api}/payload-jobs`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            taskSlug: 'schedulePublish',
            waitUntil: args.date ? new Date(args.date).toISOString() : undefined,
            input: {
              type: args.type ?? 'publish',
              doc: args.doc,
              global: args.global,
              locale: args.localeToPublish,
              timezone: args.timezone,
            },
          }),
        })
        const body = (await res.json().catch(() => ({}))) as { errors?: { message?: string }[]; message?: string }
        if (!res.ok) throw new Error(body.errors?.[0]?.message ?? body.message ?? `Scheduling failed (${res.status})`)
        return { message: 'Success' }
      },
    }),
    [functions, api],
  )

  // A draft that was never published: the drawer opens on "Publish", the only thing it can schedule.
  const drawerOpen = isModalOpen(`schedule-publish-${id}`)
  useEffect(() => {
    if (!drawerOpen || hasPublishedDoc) return
    let tries = 0
    const timer = window.setInterval(() => {
      const radio = document.querySelector<HTMLInputElement>(
        '.schedule-publish__type li:first-child input[type="radio"]',
      )
      if (radio || ++tries > 40) window.clearInterval(timer)
      if (radio && !radio.checked) radio.click()
    }, 25)
    return () => window.clearInterval(timer)
  }, [drawerOpen, hasPublishedDoc])

  return (
    <ServerFunctionsContext value={value as never}>
      <PublishButton {...props} />
    </ServerFunctionsContext>
  )
}
