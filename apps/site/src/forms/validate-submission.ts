import { APIError, type CollectionBeforeValidateHook } from 'payload'

export const FORM_TEXTS = { required: 'is a required field', invalid: 'Invalid' } as const

type FormField = { blockType: string; name?: string; label?: string; required?: boolean | null }
type Submitted = { field?: unknown; value?: unknown }

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/
const MAX_VALUE = 5000

/**
 * Server-side validation of a contact-form submission against its form definition: unknown fields
 * are refused, required fields must be filled, emails must look like emails, values are bounded.
 * Errors use SPEC's texts ("is a required field", "Invalid"), one entry per field.
 */
export function validateSubmission(fields: FormField[], submission: Submitted[]): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = []
  const byName = new Map<string, string>()
  for (const s of submission) {
    if (typeof s?.field !== 'string' || s.field.length > 100) {
      errors.push({ field: '_', message: FORM_TEXTS.invalid })
      continue
    }
    if (s.value != null && typeof s.value !== 'string' && typeof s.value !== 'number' && typeof s.value !== 'boolean') {
      errors.push({ field: s.field, message: FORM_TEXTS.invalid })
      continue
    }
    byName.set(s.field, s.value == null ? '' : String(s.value))
  }
  const known = new Set(fields.filter((f) => f.name).map((f) => f.name!))
  for (const name of byName.keys()) if (!known.has(name)) errors.push({ field: name, message: FORM_TEXTS.invalid })
  for (const f of fields) {
    if (!f.name || f.blockType === 'message') continue
    const value = (byName.get(f.name) ?? '').trim()
    const label = f.label || f.name
    if (f.required && (value === '' || (f.blockType === 'checkbox' && value !== 'true'))) {
      errors.push({ field: f.name, message: `${label} ${FORM_TEXTS.required}` })
    } else if (value !== '' && f.blockType === 'email' && !EMAIL.test(value)) {
      errors.push({ field: f.name, message: FORM_TEXTS.invalid })
    } else if (value.length > MAX_VALUE) {
      errors.push({ field: f.name, message: FORM_TEXTS.invalid })
    }
  }
  return errors
}

export const validateSubmissionHook: CollectionBeforeValidateHook = async ({ data, req, operation }) => {
  if (operation !== 'create' || !data) return data
  const formId = typeof data.form === 'object' && data.form ? (data.form as { id: unknown }).id : data.form
  if (formId == null || (typeof formId !== 'number' && typeof formId !== 'string')) {
    throw new APIError('form: Invalid', 400, [{ field: 'form', message: FORM_TEXTS.invalid }], true)
  }
  const form = await req.payload
    .findByID({ collection: 'forms', id: formId, depth: 0, req, overrideAccess: true })
    .catch(() => null)
  if (!form) throw new APIError('form: Invalid', 400, [{ field: 'form', message: FORM_TEXTS.invalid }], true)
  const submission = Array.isArray(data.submissionData) ? (data.submissionData as Submitted[]) : []
  if (submission.length > 50) throw new APIError('Too many fields', 400, undefined, true)
  const errors = validateSubmission((form.fields ?? []) as FormField[], submission)
  if (errors.length) throw new APIError(errors.map((e) => e.message).join('; '), 400, errors, true)
  data.submissionData = submission.map((s) => ({ field: String(s.field), value: String(s.value ?? '').trim() }))
  return data
}
