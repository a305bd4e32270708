import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { validateSubmission } from '../../src/forms/validate-submission'
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
