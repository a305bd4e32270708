import { addDataAndFileToRequest, headersWithCors, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { pixelEventFor, type PixelEvent } from './pixel'
import { apiText, englishText, requestLocale } from '../i18n/api-texts'
import { clientAddress, Limiter } from '../lib/rate-limit'

// The answers' texts in English; a visitor gets them in the language of the page that sent the form
// (`?locale=`, else the Referer's prefix: i18n/api-texts.ts, as the shop's answers). Messages `formApi`.
export const SPAM_MESSAGE = englishText('formApi', 'spam')
export const rateLimitMessage = (minutes: number) => englishText('formApi', 'rateLimit', { minutes })
export const SENT_MESSAGE = englishText('formApi', 'sent')

const envInt = (name: string, fallback: number) => {
  const n = Number(process.env[name])
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/**
 * Per-address limit of contact-form posts (all attempts count): FORM_RATE_LIMIT per FORM_RATE_WINDOW
 * seconds, shared by every instance through Redis when REDIS_URL is set (lib/rate-limit).
 */
export const submissionLimiter = new Limiter(
  'contact-form',
  envInt('FORM_RATE_LIMIT', 5),
  envInt('FORM_RATE_WINDOW', 600),
)

type Body = { form?: unknown; submissionData?: unknown; website?: unknown }
type FormDoc = {
  id: number | string
  title?: string | null
  fields?:
    | {
        name?: string
        label?: string | null
        blockType?: string
        options?: { label?: string | null; value?: string | null }[] | null
      }[]
    | null
}

const reply = (req: PayloadRequest, body: unknown, status: number, extra: Record<string, string> = {}) =>
  Response.json(body, { status, headers: headersWithCors({ headers: new Headers(extra), req }) })

/**
 * POST /api/form-submissions, replacing Payload's default create for this collection: rate limit
 * per address, honeypot, validation (the collection's beforeValidate hook), the submission stored,
 * the agency notified by email, and the reply carrying the pixel event as data (`fb_pxl_code`).
 */
export const submitFormEndpoint: Endpoint = {
  path: '/',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req)
    const limit = await submissionLimiter.hit(clientAddress(req.headers))
    if (!limit.ok) {
      req.payload.logger.warn({ msg: 'contact form rate limit', retryAfterS: limit.retryAfterS })
      const message = await apiText(locale, 'formApi', 'rateLimit', { minutes: Math.ceil(limit.retryAfterS / 60) })
      return reply(req, { errors: [{ message }] }, 429, { 'Retry-After': String(limit.retryAfterS) })
    }
    await addDataAndFileToRequest(req)
    const body = (req.data && typeof req.data === 'object' ? req.data : {}) as Body
    if (body.website != null && String(body.website).trim() !== '') {
      req.payload.logger.warn({ msg: 'contact form honeypot filled' })
      return reply(req, { errors: [{ message: await apiText(locale, 'formApi', 'spam') }] }, 400)
    }
    // Stored first (the validation hook throws the field errors, formatted by Payload as usual).
    const doc = await req.payload.create({
      collection: 'form-submissions',
      data: { form: body.form, submissionData: body.submissionData } as never,
      req,
      overrideAccess: false,
      depth: 0,
    })
    const form = (await req.payload
      .findByID({
        collection: 'forms',
        id: (doc as { form: number | string | FormDoc }).form as never,
        depth: 0,
        req,
        overrideAccess: true,
      })
      .catch(() => null)) as FormDoc | null
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req }).catch(() => null)
    const fb_pxl_code: PixelEvent | null = form ? pixelEventFor(settings?.tracking, form) : null
    const data = ((doc as { submissionData?: { field: string; value: string }[] }).submissionData ?? []) as {
      field: string
      value: string
    }[]
    const mail = notifyAgency(
      req.payload,
      form,
      data,
      process.env.AGENCY_EMAIL || settings?.organization?.email || '',
      req,
    )
    // A slow mail server does not keep the visitor waiting: the submission is already stored.
    await Promise.race([mail, new Promise((r) => setTimeout(r, 5000).unref?.())])
    const message = await apiText(locale, 'formApi', 'sent')
    return reply(req, { message, doc: { id: doc.id }, fb_pxl_code }, 201)
  },
}

/** The notification email to the agency (AGENCY_EMAIL, else the organization email in site settings). */
export async function notifyAgency(
  payload: Payload,
  form: FormDoc | null,
  data: { field: string; value: string }[],
  to: string,
  req?: PayloadRequest,
): Promise<boolean> {
  if (!to) {
    payload.logger.warn({ msg: 'contact form: no AGENCY_EMAIL or organization email, notification not sent' })
    return false
  }
  const field = (name: string) => form?.fields?.find((f) => f.name === name)
  const label = (name: string) => field(name)?.label || name
  // A choice (a select's or radio's value, such as a tour's slug) by the label the visitor picked it by, in
  // the language of the form they sent (the form is read in the request's language).
  const shown = (d: { field: string; value: string }) =>
    field(d.field)?.options?.find((o) => o.value === d.value)?.label || d.value
  const text = [
    `A visitor sent the form "${form?.title ?? 'Contact'}" on the website.`,
    '',
    ...data.map((d) => `${label(d.field)}: ${shown(d)}`),
    '',
    'The message is stored under Forms > Form submissions in the admin.',
  ].join('\n')
  const email = data.find((d) => d.field === 'email' && /^[^\s@<>]{1,64}@[^\s@<>]{1,255}$/.test(d.value))?.value
  try {
    await payload.sendEmail({
      to,
      subject: `New message from the website: ${form?.title ?? 'Contact'}`.replace(/[\r\n]+/g, ' ').slice(0, 150),
      text,
      ...(email ? { replyTo: email } : {}),
    })
    payload.logger.info({ msg: 'contact form notification sent', form: form?.id })
    return true
  } catch (err) {
    payload.logger.error({
      msg: 'contact form notification failed',
      err: (err as Error).message,
      path: req?.url ? 'form-submissions' : undefined,
    })
    return false
  }
}
