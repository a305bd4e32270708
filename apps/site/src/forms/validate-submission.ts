import { APIError, type CollectionBeforeValidateHook } from 'payload'
import { apiText, englishText, requestLocale } from '../i18n/api-texts'

/** SPEC's form texts in English; the visitor's language's come from the messages (`form`). */
export const FORM_TEXTS = { required: englishText('form', 'required'), invalid: englishText('form', 'invalid') }
export type FormTexts = { required: string; invalid: string }

type FormField = { blockType: string; name?: string; label?: string; required?: boolean | null }
type Submitted = { field?: unknown; value?: unknown }

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/
const MAX_VALUE = 5000

/**
 * Server-side validation of a contact-form submission against its form definition: unknown fields
 * are refused, required fields must be filled, emails must look like emails, values are bounded.
 * Errors use SPEC's texts ("is a required field", "Invalid"), or `texts` in another language, one
 * entry per field.
 */
export function validateSubmission(
  fields: FormField[],
  submission: Submitted[],
  texts: FormTexts = FORM_TEXTS,
): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = []
  const byName = new Map<string, string>()
  for (const s of submission) {
    if (typeof s?.field !== 'string' || s.field.length > 100) {
      errors.push({ field: '_', message: texts.invalid })
      continue
    }
    if (s.value != null && typeof s.value !== 'string' && typeof s.value !== 'number' && typeof s.value !== 'boolean') {
      errors.push({ field: s.field, message: texts.invalid })
      continue
    }
    byName.set(s.field, s.value == null ? '' : String(s.value))
  }
  const known = new Set(fields.filter((f) => f.name).map((f) => f.name!))
  for (const name of byName.keys()) if (!known.has(name)) errors.push({ field: name, message: texts.invalid })
  for (const f of fields) {
    if (!f.name || f.blockType === 'message') continue
    const value = (byName.get(f.name) ?? '').trim()
    const label = f.label || f.name
    if (f.required && (value === '' || (f.blockType === 'checkbox' && value !== 'true'))) {
      errors.push({ field: f.name, message: `${label} ${texts.required}` })
    } else if (value !== '' && f.blockType === 'email' && !EMAIL.test(value)) {
      errors.push({ field: f.name, message: texts.invalid })
    } else if (value.length > MAX_VALUE) {
      errors.push({ field: f.name, message: texts.invalid })
    }
  }
  return errors
}

/**
 * The texts and the form's labels are in the language of the page that sent the form (`?locale=`, else
 * its Referer's prefix, else English: i18n/api-texts.ts, as the shop's answers).
 */
export const validateSubmissionHook: CollectionBeforeValidateHook = async ({ data, req, operation }) => {
  if (operation !== 'create' || !data) return data
  const locale = requestLocale(req)
  const texts: FormTexts = {
    required: await apiText(locale, 'form', 'required'),
    invalid: await apiText(locale, 'form', 'invalid'),
  }
  const formId = typeof data.form === 'object' && data.form ? (data.form as { id: unknown }).id : data.form
  if (formId == null || (typeof formId !== 'number' && typeof formId !== 'string')) {
    throw new APIError(`form: ${texts.invalid}`, 400, [{ field: 'form', message: texts.invalid }], true)
  }
  const form = await req.payload
    .findByID({ collection: 'forms', id: formId, depth: 0, req, overrideAccess: true, locale })
    .catch(() => null)
  if (!form) throw new APIError(`form: ${texts.invalid}`, 400, [{ field: 'form', message: texts.invalid }], true)
  const submission = Array.isArray(data.submissionData) ? (data.submissionData as Submitted[]) : []
  if (submission.length > 50) throw new APIError('Too many fields', 400, undefined, true)
  const errors = validateSubmission((form.fields ?? []) as FormField[], submission, texts)
  if (errors.length) throw new APIError(errors.map((e) => e.message).join('; '), 400, errors, true)
  data.submissionData = submission.map((s) => ({ field: String(s.field), value: String(s.value ?? '').trim() }))
  return data
}
