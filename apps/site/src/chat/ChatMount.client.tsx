'use client'
import dynamic from 'next/dynamic'

// The launcher is its own chunk, fetched after hydration and only on pages where the chat is on.
const ChatLauncher = dynamic(() => import('./ChatLauncher.client').then((m) => m.ChatLauncher), { ssr: false })

export function ChatMount() {
  return <ChatLauncher />
}
