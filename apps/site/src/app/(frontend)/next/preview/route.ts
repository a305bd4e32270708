import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { payloadClient } from '../../../../lib/payload'
import { sameSitePath } from '../../../../lib/preview'

/** Draft mode for the admin's preview and live preview: only for a logged-in editor. */
export async function GET(req: NextRequest): Promise<Response> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: req.headers })
  const path = sameSitePath(req.nextUrl.searchParams.get('path') ?? '/')
  if (!user || (user as { collection?: string }).collection !== 'users') {
    return new Response('You must be logged in to the admin to preview drafts', { status: 403 })
  }
  if (!path) return new Response('Bad path: only a path of this site can be previewed', { status: 400 })
  ;(await draftMode()).enable()
  redirect(path)
}
