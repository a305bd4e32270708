'use client'
import { FieldDescription, FieldError, FieldLabel, fieldBaseClass, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import React, { useCallback, useEffect, useRef, useState } from 'react'

const show = (v: unknown, mode: 'json' | 'code') =>
  mode === 'code' ? (typeof v === 'string' ? v : '') : v === undefined || v === null ? '' : JSON.stringify(v, null, 2)

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * The admin's editor for `json` (and `code`) fields: a plain monospace textarea. Payload's own editor
 * (Monaco through @monaco-editor/react) loads its code from a CDN at run time, which our CSP blocks and
 * a server without internet cannot reach, leaving an empty grey box. This one needs nothing from outside.
 * JSON is parsed as it is typed; text that does not parse is kept as typed, shown with the parser's
 * message, and stored as a string so the field's validation refuses the save.
 */
export const JsonField: JSONFieldClientComponent = (props) => {
  const { field, path: pathFromProps, readOnly } = props
  const mode: 'json' | 'code' = (props as { mode?: 'json' | 'code' }).mode === 'code' ? 'code' : 'json'
  const path = pathFromProps ?? field.name
  const { value, setValue, showError, errorMessage, disabled } = useField<unknown>({ path })
  const [text, setText] = useState(() => show(value, mode))
  const [parseError, setParseError] = useState<string | null>(null)
  const typed = useRef<unknown>(value)

  // A value set from elsewhere (a reset after saving, another locale): show it, unless it is what was typed.
  useEffect(() => {
    if (same(value, typed.current)) return
    typed.current = value
    setParseError(null)
    setText(show(value, mode))
  }, [value, mode])

  const onChange = useCallback(
    (e: React.ChangeEvent<HTMLTextAreaElement>) => {
      const next = e.target.value
      setText(next)
      let parsed: unknown = next
      if (mode === 'json') {
        if (next.trim() === '') parsed = null
        else {
          try {
            parsed = JSON.parse(next)
            setParseError(null)
          } catch (err) {
            setParseError(`Not valid JSON: ${(err as Error).message}`)
          }
        }
        if (next.trim() === '') setParseError(null)
      }
      typed.current = parsed
      setValue(parsed)
    },
    [mode, setValue],
  )

  const id = `field-${path.replace(/\./g, '__')}`
  const lines = text.split('\n').length
  return (
    <div
      className={[
        fieldBaseClass,
        'json-field',
        'local-json-field',
        (showError || parseError) && 'error',
        readOnly && 'read-only',
      ]
        .filter(Boolean)
        .join(' ')}
      style={field.admin?.style}
    >
      <FieldLabel htmlFor={id} label={field.label} path={path} required={field.required} localized={field.localized} />
      <div className={`${fieldBaseClass}__wrap`}>
        <FieldError path={path} showError={showError && !parseError} message={errorMessage} />
        <textarea
          id={id}
          name={path}
          value={text}
          onChange={onChange}
          readOnly={Boolean(readOnly || disabled)}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={Boolean(parseError || showError)}
          aria-describedby={parseError ? `${id}-parse-error` : undefined}
          rows={Math.min(24, Math.max(3, lines + 1))}
          style={{
            width: '100%',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: '13px',
            lineHeight: 1.5,
            padding: '8px 12px',
            border: '1px solid var(--theme-elevation-150)',
            borderRadius: 'var(--style-radius-s)',
            background: 'var(--theme-input-bg)',
            color: 'var(--theme-elevation-800)',
            resize: 'vertical',
          }}
        />
        {parseError ? (
          <p id={`${id}-parse-error`} role="alert" style={{ color: 'var(--theme-error-500)', margin: '4px 0 0' }}>
            {parseError}
          </p>
        ) : null}
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
