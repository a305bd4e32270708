/**
 * The widget's settings, read by the browser as JSON from the `data-settings` attribute of the
 * widget's root element (SPEC 3 "Chat widget settings"; SPEC's names, plus presentation fields).
 */
export type ChatSettings = {
  /** the phone number to contact, digits only (international, no +) */
  telephone: string
  /** prefilled message; {SKU} placeholder */
  message_send: string
  /** open WhatsApp Web on computers */
  whatsapp_web: boolean
  mobile_only: boolean
  /** seconds */
  button_delay: number
  /** seconds; 0: no auto-open and no badge */
  message_delay: number
  /** identifies the current chatbox message ('' when there is no message) */
  message_hash: string
  message_views: number
  message_badge: boolean
  /** whether this visitor has seen the current message: false from the server, set by the browser from joinchat_hashes */
  cta_viewed: boolean
  qr: { show: boolean; size: number }
  ga_event: { name: string; send_to: string }
  gads: { send_to: string } | false
  data_layer: { name: string }
  /** the page's product SKU; the layout leaves it empty and the browser reads it from `[data-sku]` */
  sku: string
  header: string
  cta: string
  tooltip: string
  optin: { text: string; required: boolean }
}

export const CHAT_CONSTANTS = {
  hoverOpenMs: 1500,
  reopenGuardMs: 600,
  urlTriggerChatboxMs: 700,
  qrSize: 200,
  defaultEvent: 'generate_lead',
} as const
