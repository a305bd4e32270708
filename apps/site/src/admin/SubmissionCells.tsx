'use client'
import { useConfig, useRowLabel } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import React from 'react'

type Entry = { field?: string | null; value?: string | null }

/** Sender, email and the first line of the message of a form submission (any form's field names). */
export function submissionSummary(data: unknown): { sender: string; email: string; firstLine: string } {
  const entries = (Array.isArray(data) ? data : []) as Entry[]
  const get = (re: RegExp) => entries.find((e) => e.field && re.test(e.field) && e.value)?.value?.trim() ?? ''
  const email = get(/e-?mail/i) || entries.find((e) => /@/.test(e.value ?? ''))?.value?.trim() || ''
  const sender = get(/^(full[-_ ]?)?name$|first[-_ ]?name|your[-_ ]?name|sender/i)
  const message =
    get(/message|comment|question|text|body/i) ||
    entries.find((e) => e.value && e.value !== email && e.value !== sender)?.value ||
    ''
  const firstLine =
    message
      .split(/\r?\n/)
      .find((l) => l.trim() !== '')
      ?.trim() ?? ''
  return { sender, email, firstLine: firstLine.length > 120 ? `${firstLine.slice(0, 119)}…` : firstLine }
}

/** List cell of the "Message" column: who wrote, their email, and the first line (the link to the submission when first). */
export function SubmissionSummaryCell({
  cellData,
  rowData,
  link,
  linkURL,
  collectionSlug,
  onClick,
}: DefaultCellComponentProps) {
  const { config } = useConfig()
  const { sender, email, firstLine } = submissionSummary(
    cellData ?? (rowData as { submissionData?: unknown })?.submissionData,
  )
  const text = (
    <span>
      <strong>{sender || email || 'Anonymous'}</strong>
      {sender && email ? <> &lt;{email}&gt;</> : null}
      {firstLine ? <span style={{ display: 'block', color: 'var(--theme-elevation-600)' }}>{firstLine}</span> : null}
    </span>
  )
  if (onClick) {
    return (
      <button
        type="button"
        className="btn--style-none"
        style={{ all: 'unset', cursor: 'pointer' }}
        onClick={() => onClick({ cellData, collectionSlug, rowData })}
      >
        {text}
      </button>
    )
  }
  if (!link) return text
  const href = linkURL ?? `${config.routes.admin}/collections/${collectionSlug}/${String(rowData?.id ?? '')}`
  return <a href={href}>{text}</a>
}

/** Row label of a submitted field in the edit view: "name: Maria" instead of "Submission Datum 01". */
export function SubmissionFieldRowLabel() {
  const { data, rowNumber } = useRowLabel<Entry>()
  const value = (data?.value ?? '').split(/\r?\n/)[0] ?? ''
  return (
    <span>
      {data?.field
        ? `${data.field}: ${value.length > 80 ? `${value.slice(0, 79)}…` : value}`
        : `Field ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}
    </span>
  )
}
