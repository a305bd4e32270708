'use client'
import { useDocumentTitle, useFormFields } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * The heading of a document without a title yet: "New guide", not its id. With autosave, "Create New"
 * makes the draft (and its id) before anything is typed, and Payload heads a document whose title field
 * is empty with its id. Once the title field has a value, Payload's own heading (the title) stands.
 * Rendered before the document controls of every collection whose drafts autosave (presentation.ts).
 */
export function NewDocumentTitle({ label, useAsTitle }: { label: string; useAsTitle: string }) {
  const value = useFormFields(([fields]) => fields?.[useAsTitle]?.value)
  const { title, setDocumentTitle } = useDocumentTitle()
  const untitled = typeof value !== 'string' || value.trim() === ''
  useEffect(() => {
    if (!untitled || title === label) return
    // After Payload's own heading update (which it makes in the next animation frame).
    const frame = requestAnimationFrame(() => setDocumentTitle(label))
    return () => cancelAnimationFrame(frame)
  }, [untitled, title, label, setDocumentTitle])
  return null
}
