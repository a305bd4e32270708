import fs from 'node:fs'
import path from 'node:path'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { pixelEventFor } from '../../src/forms/pixel'
import { clientAddress } from '../../src/lib/client-address.mjs'
import { rateLimitMessage, SPAM_MESSAGE, submissionLimiter } from '../../src/forms/submit-endpoint'
import { outboxDir } from '../../src/lib/email'
import { createContactForm, testPayload } from './payload'
import { issueFormToken } from '../../src/form-token/server'

let payload: Payload
let formId: number
let n = 0

beforeAll(async () => {
  // The test stands as the one proxy in front of the site: its X-Forwarded-For entry is the visitor.
  process.env.TRUST_PROXY = '1'
  payload = await testPayload()
  process.env.AGENCY_EMAIL = 'agency@example.com'
  formId = await createContactForm(payload, 'Contact')
})

const valid = (extra: Record<string, unknown> = {}) => ({
  form: formId,
  submissionData: [
    { field: 'name', value: 'Ana Lima' },
    { field: 'email', value: 'ana@example.com' },
    { field: 'message', value: `Hello number ${++n}` },
  ],
  website: '',
  ...extra,
})

/**
 * A real REST call through Payload's router, as `POST /api/form-submissions` from `address` (with a
 * valid form token unless `headers` gives another, and `search` such as `?locale=pt`).
 */
async function post(body: unknown, address: string, headers: Record<string, string> = {}, search = '') {
  const { default: config } = await import('../../src/payload.config')
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api/form-submissions${search}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': address,
        'X-Form-Token': issueFormToken(),
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  })
  return {
    status: res.status,
    headers: res.headers,
    json: (await res.json()) as Record<string, unknown> & { errors?: { message: string }[] },
  }
}

const setTracking = (tracking: Record<string, unknown>) =>
  payload.updateGlobal({ slug: 'site-settings', data: { tracking } as never, context: { disableRevalidate: true } })

describe('contact form submission endpoint', () => {
  it('stores the submission, mails the agency to the outbox and returns the pixel event as data', async () => {
    await setTracking({ fbPixelId: '123456789012', formPixelEvent: 'Lead' })
    const before = fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()).length : 0
    const body = valid()
    const res = await post(body, '198.51.100.1')
    expect(res.status).toBe(201)
    expect(res.json.fb_pxl_code).toEqual({
      event: 'Lead',
      params: { content_name: 'Contact', content_category: 'contact_form' },
    })
    expect(typeof res.json.fb_pxl_code).toBe('object') // data, never a string of code
    const id = (res.json.doc as { id: number }).id
    const stored = await payload.findByID({ collection: 'form-submissions', id })
    expect(stored.submissionData?.find((d) => d.field === 'message')?.value).toBe(body.submissionData[2]!.value)

    const files = fs.readdirSync(outboxDir()).filter((f) => f.endsWith('.eml'))
    expect(files.length).toBe(before + 1)
    const newest = files.sort().at(-1)!
    const eml = fs.readFileSync(path.join(outboxDir(), newest), 'utf8')
    expect(eml).toMatch(/^To: agency@example\.com/m)
    expect(eml).toMatch(/^Reply-To: ana@example\.com/m)
    expect(eml).toMatch(/^Subject: New message from the website: Contact/m)
    expect(eml).toContain(`Message: ${body.submissionData[2]!.value}`)
  })

  it('returns no pixel event when no pixel id is set or the event is turned off', async () => {
    await setTracking({ fbPixelId: '', formPixelEvent: 'Lead' })
    expect((await post(valid(), '198.51.100.2')).json.fb_pxl_code).toBeNull()
    await setTracking({ fbPixelId: '123456789012', formPixelEvent: 'none' })
    expect((await post(valid(), '198.51.100.2')).json.fb_pxl_code).toBeNull()
    expect(pixelEventFor({ fbPixelId: '1234567', formPixelEvent: 'Contact' }, { id: 1, title: 'Quote' })).toEqual({
      event: 'Contact',
      params: { content_name: 'Quote', content_category: 'contact_form' },
    })
  })

  it('refuses a filled honeypot with a clear message and stores nothing', async () => {
    const before = await payload.count({ collection: 'form-submissions' })
    const res = await post(valid({ website: 'http://spam.example' }), '198.51.100.3')
    expect(res.status).toBe(400)
    expect(res.json.errors?.[0]?.message).toBe(SPAM_MESSAGE)
    expect((await payload.count({ collection: 'form-submissions' })).totalDocs).toBe(before.totalDocs)
  })

  it('answers field errors with SPEC texts and stores nothing', async () => {
    const res = await post(
      {
        form: formId,
        submissionData: [
          { field: 'name', value: 'Ana' },
          { field: 'email', value: 'bad' },
        ],
      },
      '198.51.100.4',
    )
    expect(res.status).toBe(400)
    const text = JSON.stringify(res.json)
    expect(text).toContain('Message is a required field')
    expect(text).toContain('Invalid')
  })

  it("answers in the language of the page that sent it (its Referer, or ?locale=), with the form's labels in it", async () => {
    // The form's labels in Portuguese, as the seed writes them (the form builder localizes labels).
    const form = await payload.findByID({ collection: 'forms', id: formId, depth: 0 })
    const pt: Record<string, string> = { name: 'O seu nome', email: 'Email', message: 'Mensagem' }
    await payload.update({
      collection: 'forms',
      id: formId,
      locale: 'pt',
      data: {
        confirmationMessage: form.confirmationMessage,
        fields: (form.fields ?? []).map((f) => ({ ...f, label: pt[(f as { name: string }).name] })),
      } as never,
    })
    const fromPt = { Referer: 'http://localhost:3000/pt/contactos' }
    const invalid = { form: formId, submissionData: [{ field: 'email', value: 'bad' }] }
    const res = await post(invalid, '198.51.100.5', fromPt)
    expect(res.status).toBe(400)
    const text = JSON.stringify(res.json)
    expect(text).toContain('Mensagem é um campo obrigatório')
    expect(text).toContain('O seu nome é um campo obrigatório')
    expect(text).toContain('Inválido')
    expect(text).not.toContain('required field')
    // ?locale= wins over the Referer; the honeypot's refusal and the token's too
    const de = await post(valid({ website: 'x' }), '198.51.100.6', fromPt, '?locale=de')
    expect(de.json.errors?.[0]?.message).toMatch(/^Ihre Nachricht wurde nicht gesendet/)
    const token = await post(valid(), '198.51.100.7', { ...fromPt, 'X-Form-Token': 'stale' })
    expect(token.status).toBe(403)
    expect(token.json.errors?.[0]?.message).toMatch(/^O código de segurança do formulário expirou/)
    // an English page (no prefix) keeps SPEC's English texts
    const en = await post(invalid, '198.51.100.8', { Referer: 'http://localhost:3000/contact' })
    expect(JSON.stringify(en.json)).toContain('Message is a required field')
  })

  it('limits posts per address with a clear message and Retry-After, other addresses unaffected', async () => {
    const max = submissionLimiter.points
    for (let i = 0; i < max; i++) expect((await post(valid(), '203.0.113.9')).status).toBe(201)
    const limited = await post(valid(), '203.0.113.9')
    expect(limited.status).toBe(429)
    expect(limited.json.errors?.[0]?.message).toBe(rateLimitMessage(10))
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
    expect((await post(valid(), '203.0.113.10')).status).toBe(201)
  })
})

describe('client address', () => {
  it('reads the address the nearest proxy added (TRUST_PROXY=1), never one a visitor wrote on its left', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4, 10.0.0.1' }))).toBe('10.0.0.1')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe('127.0.0.1')
    expect(clientAddress(new Headers({ 'x-real-ip': '5.6.7.8' }))).toBe('unknown')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
