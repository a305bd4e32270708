// Issue 27, item 14: the agency's mail for a contact form names the tour a visitor picked by its title, in
// the language the visitor wrote in, not by the slug the form stores as the choice's value.
import fs from 'node:fs'
import path from 'node:path'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { issueFormToken } from '../../src/form-token/server'
import { outboxDir } from '../../src/lib/email'
import { doc, p } from '../../src/seed/lexical'
import { decodeMail } from './mail-helpers'
import { testPayload } from './payload'

let payload: Payload
let formId: number
const stamp = Date.now()
const slug = `douro-valley-wine-journey-${stamp}`

beforeAll(async () => {
  process.env.TRUST_PROXY = '1'
  process.env.AGENCY_EMAIL = 'agency@example.com'
  payload = await testPayload()
  const form = await payload.create({
    collection: 'forms',
    data: {
      title: `Tour enquiry ${stamp}`,
      confirmationType: 'message',
      confirmationMessage: doc(p('Thanks')),
      fields: [
        { blockType: 'text', name: 'name', label: 'Your name', required: true },
        { blockType: 'email', name: 'email', label: 'Email', required: true },
        {
          blockType: 'select',
          name: 'tour',
          label: 'Tour you are interested in',
          options: [{ label: 'Douro Valley Wine Journey', value: slug }],
        },
        { blockType: 'textarea', name: 'message', label: 'Message', required: true },
      ],
    } as never,
  })
  formId = form.id as number
  // The Portuguese form: the same choice, its label in Portuguese.
  const fields = (form as unknown as { fields: { blockType: string; options?: { id: string }[] }[] }).fields
  await payload.update({
    collection: 'forms',
    id: formId,
    locale: 'pt',
    data: {
      confirmationMessage: doc(p('Obrigado')),
      fields: fields.map((f) =>
        f.blockType === 'select'
          ? { ...f, label: 'Viagem que lhe interessa', options: [{ ...f.options![0], label: 'Vinhos do Douro' }] }
          : f,
      ),
    } as never,
  })
})

async function send(search: string, address: string): Promise<string> {
  const { default: config } = await import('../../src/payload.config')
  const before = new Set(fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()) : [])
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api/form-submissions${search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, 'X-Form-Token': issueFormToken() },
      body: JSON.stringify({
        form: formId,
        submissionData: [
          { field: 'name', value: 'Rita Sousa' },
          { field: 'email', value: 'rita@example.com' },
          { field: 'tour', value: slug },
          { field: 'message', value: 'Two of us in October.' },
        ],
      }),
    }),
  })
  expect(res.status).toBe(201)
  const made = fs.readdirSync(outboxDir()).filter((f) => f.endsWith('.eml') && !before.has(f))
  const mails = made.map((f) => decodeMail(fs.readFileSync(path.join(outboxDir(), f), 'utf8')))
  const agency = mails.find((m) => /^To: agency@example\.com/m.test(m))
  expect(agency).toBeDefined()
  return agency!
}

describe("the agency's mail of a contact form", () => {
  it('names the chosen tour by its title, not its slug', async () => {
    const mail = await send('', '198.51.100.71')
    expect(mail).toContain('Tour you are interested in: Douro Valley Wine Journey')
    expect(mail).not.toContain(slug)
  })

  it('names it in the language the visitor wrote in', async () => {
    const mail = await send('?locale=pt', '198.51.100.72')
    expect(mail).toContain('Vinhos do Douro')
    expect(mail).not.toContain(slug)
  })
})
