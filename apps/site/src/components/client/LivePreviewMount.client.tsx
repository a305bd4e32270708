'use client'
import dynamic from 'next/dynamic'

// Only an editor's draft view renders this: the live-preview code is its own chunk, never on public pages.
export const LivePreviewMount = dynamic(
  () => import('./LivePreviewListener.client').then((m) => m.LivePreviewListener),
  { ssr: false },
)
