'use client'
import { useState, type FormEvent, type ReactNode } from 'react'
import { absorbTokenError, tokenHeaders } from '../../form-token/client'
import { pageConfig } from '../../behaviours/config'
import { toast } from '../../behaviours/notify'
import type { Texts } from '../../i18n/texts'
import { withLocale } from '../../i18n/page-locale'

export type FormFieldDef = {
  blockType: 'text' | 'textarea' | 'email' | 'number' | 'select' | 'checkbox' | 'message'
  name?: string
  label?: string | null
  required?: boolean | null
  defaultValue?: string | number | boolean | null
  options?: { label: string; value: string }[] | null
  width?: number | null
}

export const FORM_TEXTS = { required: 'is a required field', invalid: 'Invalid' } as const
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/

type Errors = Record<string, string>

export function validate(
  fields: FormFieldDef[],
  values: Record<string, string>,
  texts: { required: string; invalid: string } = FORM_TEXTS,
): Errors {
  const errors: Errors = {}
  for (const f of fields) {
    if (!f.name || f.blockType === 'message') continue
    const v = (values[f.name] ?? '').trim()
    if (f.required && (v === '' || (f.blockType === 'checkbox' && v !== 'true')))
      errors[f.name] = `${f.label || f.name} ${texts.required}`
    else if (v && f.blockType === 'email' && !EMAIL.test(v)) errors[f.name] = texts.invalid
    else if (v && f.blockType === 'number' && Number.isNaN(Number(v))) errors[f.name] = texts.invalid
  }
  return errors
}

/**
 * The texts the browser checks the fields with: the page configuration object's (SPEC 3 required_text /
 * invalid_text, SPEC's English) on an English page, the page's own language's (messages `form`, the
 * server's too) on a page in another language (`lang`, its `<html lang>`).
 */
export function fieldTexts(
  lang: string,
  config: { required_text: string; invalid_text: string } | undefined,
  texts: { required: string; invalid: string },
): { required: string; invalid: string } {
  if (lang && lang !== 'en') return { required: texts.required, invalid: texts.invalid }
  return config ? { required: config.required_text, invalid: config.invalid_text } : FORM_TEXTS
}

type Props = {
  formId: number | string
  fields: FormFieldDef[]
  submitLabel: string
  confirmation: ReactNode
  messages: Record<string, ReactNode>
  /** The form's own interface texts (namespace `form`); the field labels and messages are the editor's. */
  texts: Texts<'form'>
}

/**
 * The contact form: validates in the browser with SPEC's texts (the page's language's on other
 * languages), sends to the form-submissions API with the page's language (`?locale=`), shows the
 * server's field errors (in that language) when it refuses, and the confirmation once stored.
 */
export function ContactForm({ formId, fields, submitLabel, confirmation, messages, texts }: Props) {
  const [errors, setErrors] = useState<Errors>({})
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const [failure, setFailure] = useState('')

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const data = new FormData(form)
    const values: Record<string, string> = {}
    for (const f of fields) {
      if (!f.name || f.blockType === 'message') continue
      values[f.name] = f.blockType === 'checkbox' ? String(data.get(f.name) === 'on') : String(data.get(f.name) ?? '')
    }
    const lang = document.documentElement.lang
    const found = validate(fields, values, fieldTexts(lang, pageConfig()?.translate, texts))
    setErrors(found)
    if (Object.keys(found).length) {
      const first = Object.keys(found)[0]
      form.querySelector<HTMLElement>(`[name="${CSS.escape(first!)}"]`)?.focus()
      return
    }
    setStatus('sending')
    try {
      // The page's language (i18n/page-locale.ts): the server's refusals come in it.
      const res = await fetch(withLocale('/api/form-submissions'), {
        method: 'POST',
        headers: await tokenHeaders(),
        body: JSON.stringify({
          form: formId,
          submissionData: Object.entries(values).map(([field, value]) => ({ field, value })),
          website: String(data.get('website') ?? ''),
        }),
      })
      const body = (await res.json().catch(() => ({}))) as {
        errors?: {
          message?: string
          data?: { errors?: { field: string; message: string }[] } | { field: string; message: string }[]
        }[]
        fb_pxl_code?: unknown
      }
      if (!res.ok) {
        absorbTokenError(body) // a stale token is answered with a fresh one: the next try goes through
        const list = body.errors?.flatMap((er) => (Array.isArray(er.data) ? er.data : (er.data?.errors ?? []))) ?? []
        const serverErrors: Errors = {}
        for (const item of list) if (item.field) serverErrors[item.field] = item.message
        setErrors(serverErrors)
        setFailure(body.errors?.[0]?.message || texts.failed)
        setStatus('failed')
        return
      }
      setStatus('sent')
      toast('formSent')
      window.dispatchEvent(new CustomEvent('contact-form:sent', { detail: { apiResponse: body } }))
    } catch {
      setFailure(texts.offline)
      setStatus('failed')
    }
  }

  if (status === 'sent')
    return (
      <div className="form__success" role="status">
        {confirmation}
      </div>
    )

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {fields.map((f, i) => {
        if (f.blockType === 'message') return <div key={i}>{f.name ? messages[f.name] : messages[`#${i}`]}</div>
        if (!f.name) return null
        const id = `f-${formId}-${f.name}`
        const err = errors[f.name]
        const common = {
          id,
          name: f.name,
          'aria-invalid': err ? true : undefined,
          'aria-describedby': err ? `${id}-err` : undefined,
          'aria-required': f.required ? true : undefined,
        }
        return (
          <div key={f.name} className="form__field">
            {f.blockType === 'checkbox' ? (
              <label>
                <input type="checkbox" {...common} defaultChecked={Boolean(f.defaultValue)} /> {f.label}
              </label>
            ) : (
              <>
                <label htmlFor={id}>
                  {f.label || f.name}
                  {f.required ? ' *' : ''}
                </label>
                {f.blockType === 'textarea' ? (
                  <textarea rows={5} maxLength={5000} {...common} defaultValue={String(f.defaultValue ?? '')} />
                ) : f.blockType === 'select' ? (
                  <select {...common} defaultValue={String(f.defaultValue ?? '')}>
                    <option value="">{texts.choose}</option>
                    {(f.options ?? []).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    type={f.blockType === 'email' ? 'email' : f.blockType === 'number' ? 'number' : 'text'}
                    autoComplete={f.blockType === 'email' ? 'email' : f.name === 'name' ? 'name' : undefined}
                    maxLength={500}
                    {...common}
                    defaultValue={String(f.defaultValue ?? '')}
                  />
                )}
              </>
            )}
            {err && (
              <span id={`${id}-err`} className="form__error">
                {err}
              </span>
            )}
          </div>
        )
      })}
      <div className="form__honeypot" aria-hidden="true">
        <label htmlFor={`hp-${formId}`}>{texts.honeypot}</label>
        <input id={`hp-${formId}`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {status === 'failed' && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <div>
        <button className="btn" type="submit" disabled={status === 'sending'}>
          {status === 'sending' ? texts.sending : submitLabel}
        </button>
      </div>
    </form>
  )
}
