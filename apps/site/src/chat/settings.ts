import crypto from 'node:crypto'
import type { SiteSetting } from '../payload-types'
import { CHAT_CONSTANTS, type ChatSettings } from './types'

const num = (v: unknown, fallback: number, min: number, max: number) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, v)) : fallback

/** The chatbox message's identity: a changed message (text or note flags) counts as unseen again. */
export function messageHash(bubbles: { text?: unknown; note?: boolean | null }[]): string {
  if (!bubbles.length) return ''
  const json = JSON.stringify(bubbles.map((b) => [b.text ?? null, Boolean(b.note)]))
  return crypto.createHash('sha256').update(json).digest('hex').slice(0, 12)
}

/** The widget's settings from the site settings, or null when the chat is off (no telephone). */
export function chatSettings(site: Pick<SiteSetting, 'chat' | 'tracking' | 'siteName'>): ChatSettings | null {
  const c = site.chat
  const telephone = (c?.telephone ?? '').replace(/\D/g, '')
  if (!c || telephone.length < 6) return null
  const a = c.analytics
  return {
    telephone,
    message_send: c.message ?? '',
    whatsapp_web: Boolean(c.whatsappWeb),
    mobile_only: Boolean(c.mobileOnly),
    button_delay: num(c.buttonDelay, 3, 0, 3600),
    message_delay: num(c.messageDelay, 10, 0, 3600),
    message_hash: messageHash(c.bubbles ?? []),
    message_views: Math.round(num(c.messageViews, 1, 1, 100)),
    message_badge: Boolean(c.messageBadge),
    cta_viewed: false,
    qr: { show: c.qr !== false, size: CHAT_CONSTANTS.qrSize },
    ga_event: { name: a?.eventName || CHAT_CONSTANTS.defaultEvent, send_to: site.tracking?.ga4Id ?? '' },
    gads: a?.adsSendTo ? { send_to: a.adsSendTo } : false,
    data_layer: { name: a?.dataLayer || 'dataLayer' },
    sku: '',
    header: c.header || site.siteName || '',
    cta: c.cta || 'Open chat',
    tooltip: c.tooltip ?? '',
    optin: { text: c.optIn ?? '', required: Boolean(c.optIn && c.optInRequired) },
  }
}
