import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { validateSubmission } from '../../src/forms/validate-submission'
import { fieldTexts, validate, type FormFieldDef } from '../../src/blocks/Form/ContactForm.client'
import { PAGE_TEXTS } from '../../src/behaviours/defaults'
import { formatTexts } from '../../src/i18n/texts'
import pt from '../../src/i18n/messages/pt.json'
import en from '../../src/i18n/messages/en.json'
import { createContactForm, testPayload } from './payload'

let payload: Payload
let formId: number

beforeAll(async () => {
  payload = await testPayload()
  formId = await createContactForm(payload, 'Test contact')
})

const submit = (submissionData: unknown) =>
  payload.create({
    collection: 'form-submissions',
    overrideAccess: false,
    data: { form: formId, submissionData } as never,
  })

describe('contact form submissions', () => {
  it('stores a valid submission', async () => {
    const s = await submit([
      { field: 'name', value: 'Ana' },
      { field: 'email', value: 'ana@example.com' },
      { field: 'message', value: 'Hello' },
    ])
    expect(s.id).toBeTruthy()
    const stored = await payload.findByID({ collection: 'form-submissions', id: s.id })
    expect(stored.submissionData?.find((d) => d.field === 'email')?.value).toBe('ana@example.com')
  })

  it('refuses missing required fields with "is a required field"', async () => {
    await expect(submit([{ field: 'name', value: 'Ana' }])).rejects.toThrow(/Email is a required field/)
  })

  it('refuses a malformed email with "Invalid"', async () => {
    await expect(
      submit([
        { field: 'name', value: 'Ana' },
        { field: 'email', value: 'not-an-email' },
        { field: 'message', value: 'x' },
      ]),
    ).rejects.toThrow(/Invalid/)
  })

  it('refuses unknown fields, huge values and a missing form', async () => {
    expect(validateSubmission([{ blockType: 'text', name: 'a' }], [{ field: 'evil', value: 'x' }])).toEqual([
      { field: 'evil', message: 'Invalid' },
    ])
    expect(validateSubmission([{ blockType: 'text', name: 'a' }], [{ field: 'a', value: 'x'.repeat(6000) }])).toEqual([
      { field: 'a', message: 'Invalid' },
    ])
    expect(validateSubmission([{ blockType: 'text', name: 'a' }], [{ field: 'a', value: { $gt: '' } }])).toEqual([
      { field: 'a', message: 'Invalid' },
    ])
    await expect(
      payload.create({
        collection: 'form-submissions',
        overrideAccess: false,
        data: { form: 999999, submissionData: [] } as never,
      }),
    ).rejects.toThrow()
  })

  it('does not let visitors read submissions', async () => {
    const res = await payload.find({ collection: 'form-submissions', overrideAccess: false }).catch((e: Error) => e)
    expect(res).toBeInstanceOf(Error)
  })
})

describe('contact form in the browser', () => {
  const fields: FormFieldDef[] = [
    { blockType: 'text', name: 'name', label: 'O seu nome', required: true },
    { blockType: 'email', name: 'email', label: 'Email', required: true },
  ]
  it("checks the fields with SPEC's texts on an English page and with the page's language's on another", () => {
    const texts = (locale: string, messages: typeof en) => formatTexts(locale, messages, 'form')
    expect(validate(fields, { email: 'bad' }, fieldTexts('pt', PAGE_TEXTS.translate, texts('pt', pt)))).toEqual({
      name: 'O seu nome é um campo obrigatório',
      email: 'Inválido',
    })
    expect(validate(fields, { email: 'bad' }, fieldTexts('en', PAGE_TEXTS.translate, texts('en', en)))).toEqual({
      name: 'O seu nome is a required field',
      email: 'Invalid',
    })
  })
})
