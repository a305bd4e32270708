/**
 * The Facebook Pixel event the contact form's page sends after a successful submission. The server
 * returns it as data (`fb_pxl_code` in the response: an event name and parameters); the browser
 * validates it and calls `fbq` with it. Nothing in a response is ever executed as code.
 */
export type PixelEvent = { event: string; params: Record<string, string | number> }

export const PIXEL_EVENTS = ['Lead', 'Contact', 'SubmitApplication', 'CompleteRegistration'] as const

type TrackingSettings = { fbPixelId?: string | null; formPixelEvent?: string | null } | null | undefined

export function pixelEventFor(
  tracking: TrackingSettings,
  form: { id: number | string; title?: string | null },
): PixelEvent | null {
  const event = tracking?.formPixelEvent || 'Lead'
  if (!tracking?.fbPixelId || !(PIXEL_EVENTS as readonly string[]).includes(event)) return null
  return {
    event,
    params: { content_name: String(form.title ?? 'Contact').slice(0, 100), content_category: 'contact_form' },
  }
}
