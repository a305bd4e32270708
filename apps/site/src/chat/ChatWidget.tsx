import type { CSSProperties } from 'react'
import { RichText } from '../components/RichText'
import { textsOf } from '../i18n/server'
import type { SiteSetting } from '../payload-types'
import { ChatMount } from './ChatMount.client'
import { chatSettings } from './settings'
import './chat.css'

/**
 * The floating WhatsApp chat widget, mounted once by the frontend layout. Its settings travel as
 * JSON in `data-settings`, its own interface texts (close, typing, QR code) in `data-texts`; the chatbox message is rendered here as hidden HTML that the chatbox
 * (loaded when first needed) copies into bubbles.
 */
export async function ChatWidget({ settings }: { settings: SiteSetting }) {
  const s = chatSettings(settings)
  if (!s) return null
  const texts = await textsOf('chat')
  const c = settings.chat
  const cls = ['joinchat', `joinchat--${c?.position === 'left' ? 'left' : 'right'}`]
  if (c?.darkMode === 'on') cls.push('joinchat--dark')
  if (c?.darkMode === 'auto') cls.push('joinchat--dark-auto')
  const style = {
    '--joinchat-color': c?.color || '#25d366',
    '--joinchat-text': c?.textColor || '#111936',
  } as CSSProperties
  return (
    <div className={cls.join(' ')} data-settings={JSON.stringify(s)} data-texts={JSON.stringify(texts)} style={style}>
      <ChatMount />
      {(c?.bubbles ?? []).length > 0 && (
        <div className="joinchat__source" hidden>
          {(c?.bubbles ?? []).map((b, i) => (
            <div key={b.id ?? i} className="joinchat__src-bubble" data-note={b.note ? '' : undefined}>
              <RichText data={b.text} className="joinchat__text" />
            </div>
          ))}
        </div>
      )}
    </div>
  )
}
