/* Browser helpers of the chat widget: storage, SKU, the WhatsApp link, the open event and analytics. */
import type { ChatSettings } from './types'

type Store = { get(k: string): string | null; set(k: string, v: string): void }

/** localStorage when the browser allows it, else memory for this page (the widget still works). */
export const store: Store = (() => {
  const mem = new Map<string, string>()
  const memory: Store = { get: (k) => mem.get(k) ?? null, set: (k, v) => void mem.set(k, v) }
  try {
    const ls = window.localStorage
    ls.setItem('joinchat__test', '1')
    ls.removeItem('joinchat__test')
    return {
      get: (k) => {
        try {
          return ls.getItem(k)
        } catch {
          return memory.get(k)
        }
      },
      set: (k, v) => {
        try {
          ls.setItem(k, v)
        } catch {
          memory.set(k, v)
        }
      },
    }
  } catch {
    return memory
  }
})()

export const isMobile = (): boolean =>
  /Android|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i.test(navigator.userAgent) ||
  (navigator.maxTouchPoints > 1 && /Macintosh/.test(navigator.userAgent))

const HASHES = 'joinchat_hashes'
export const seenHashes = (): string[] => (store.get(HASHES) || '').split(',').filter(Boolean)
export function markSeen(hash: string) {
  if (!hash) return
  const list = seenHashes().filter((h) => h !== hash)
  list.push(hash)
  store.set(HASHES, list.slice(-20).join(','))
}

/**
 * The page's SKU: the `data-sku` attribute of the first element carrying one (the tour page's root;
 * a variant picker updates that attribute and may dispatch `sku:change` on window).
 */
export const currentSku = (fallback = ''): string =>
  (document.querySelector<HTMLElement>('[data-sku]')?.dataset.sku ?? fallback).trim()

/** {SKU} replaced by the SKU; without one, the lines that mention {SKU} are left out. */
export function withSku(text: string, sku: string): string {
  if (sku) return text.split('{SKU}').join(sku)
  return text
    .split('\n')
    .filter((line) => !line.includes('{SKU}'))
    .join('\n')
    .trim()
}

export function chatLink(s: ChatSettings, message: string, mobile: boolean): string {
  const text = message ? encodeURIComponent(message) : ''
  if (s.whatsapp_web && !mobile)
    return `https://web.whatsapp.com/send?phone=${s.telephone}${text ? `&text=${text}` : ''}`
  return `https://wa.me/${s.telephone}${text ? `?text=${text}` : ''}`
}

const LIMITS: Record<string, number> = { page_location: 1000, page_referrer: 420, page_title: 300 }
/** GA4 limits: page_location 1000, page_referrer 420, page_title 300, any other string 100 characters. */
export function truncate<T extends Record<string, unknown>>(params: T): T {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(params)) out[k] = typeof v === 'string' ? v.slice(0, LIMITS[k] ?? 100) : v
  return out as T
}

/** The phone number with every digit but the last three replaced by '*', wherever it appears. */
export function maskPhone<T extends Record<string, unknown>>(params: T, phone: string): T {
  const masked = phone.slice(0, -3).replace(/\d/g, '*') + phone.slice(-3)
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(params)) out[k] = typeof v === 'string' && phone ? v.split(phone).join(masked) : v
  return out as T
}

/** Tags may run only after consent (the tracking hooks keep this attribute on <html>). */
export const trackingAllowed = () => document.documentElement.dataset.trackingConsent === 'granted'

type Fn = (...args: unknown[]) => void

/**
 * The analytics of an app open (SPEC 3 "Chat analytics event"): the GA4 event, the Google Ads
 * conversion (open-chat button), a data-layer push and a Facebook Pixel custom event with the phone
 * number masked. Nothing is sent before consent.
 */
export function sendAnalytics(s: ChatSettings, link: string, mobile: boolean, fromCta: boolean) {
  if (!trackingAllowed()) return
  const w = window as unknown as Record<string, unknown>
  const params = truncate({
    event_category: 'JoinChat',
    event_label: link,
    event_action: `whatsapp: ${s.telephone}`,
    chat_channel: 'whatsapp',
    chat_id: s.telephone,
    is_mobile: mobile ? 'yes' : 'no',
    page_location: location.href,
    page_title: document.title || 'no title',
  })
  const gtag = w.gtag as Fn | undefined
  if (typeof gtag === 'function') {
    gtag('event', s.ga_event.name || 'generate_lead', {
      ...params,
      transport_type: 'beacon',
      ...(s.ga_event.send_to ? { send_to: s.ga_event.send_to } : {}),
    })
    if (fromCta && s.gads) gtag('event', 'conversion', { send_to: s.gads.send_to })
  }
  const { event_category, ...rest } = params
  const dl = w[s.data_layer.name || 'dataLayer'] as { push?: Fn } | undefined
  if (dl && typeof dl.push === 'function') dl.push({ event: event_category, ...rest })
  const fbq = w.fbq as Fn | undefined
  if (typeof fbq === 'function') fbq('trackCustom', event_category, maskPhone(rest, s.telephone))
}

/**
 * Opens WhatsApp in a new window after the cancellable `joinchat:open` event (detail: link,
 * chat_channel, chat_id, chat_message). Returns false when the page cancelled it.
 */
export function openWhatsApp(s: ChatSettings, fromCta: boolean): boolean {
  const mobile = isMobile()
  const message = withSku(s.message_send, currentSku(s.sku))
  const link = chatLink(s, message, mobile)
  const detail = { link, chat_channel: 'whatsapp', chat_id: s.telephone, chat_message: message }
  if (!window.dispatchEvent(new CustomEvent('joinchat:open', { detail, cancelable: true }))) return false
  window.open(link, 'joinchat', 'noopener')
  sendAnalytics(s, link, mobile, fromCta)
  return true
}
