import { describe, expect, it } from 'vitest'
import { chatLink, maskPhone, truncate, withSku } from '../../src/chat/core'
import { chatSettings, messageHash } from '../../src/chat/settings'
import { doc, p } from '../../src/seed/lexical'

const site = (chat: Record<string, unknown>) =>
  ({ siteName: 'Sunway Tours', chat, tracking: { ga4Id: 'G-ABC1234' } }) as never

describe('chat widget settings and helpers', () => {
  it('builds SPEC settings from the site settings; no telephone, no widget', () => {
    expect(chatSettings(site({ telephone: '' }))).toBeNull()
    const s = chatSettings(
      site({ telephone: '+351 910 000 000', message: 'Hi {SKU}', bubbles: [{ text: doc(p('Olá')), note: false }] }),
    )!
    expect(s).toMatchObject({
      telephone: '351910000000',
      message_send: 'Hi {SKU}',
      button_delay: 3,
      message_delay: 10,
      message_views: 1,
      cta_viewed: false,
      qr: { show: true, size: 200 },
      ga_event: { name: 'generate_lead', send_to: 'G-ABC1234' },
      gads: false,
      data_layer: { name: 'dataLayer' },
      sku: '',
      header: 'Sunway Tours',
    })
    expect(s.message_hash).toMatch(/^[0-9a-f]{12}$/)
  })

  it('gives a changed message a new hash, and no message no hash', () => {
    const a = messageHash([{ text: doc(p('Olá')), note: false }])
    expect(messageHash([{ text: doc(p('Olá')), note: false }])).toBe(a)
    expect(messageHash([{ text: doc(p('Olá!')), note: false }])).not.toBe(a)
    expect(messageHash([{ text: doc(p('Olá')), note: true }])).not.toBe(a)
    expect(messageHash([])).toBe('')
  })

  it('truncates analytics fields as GA4 allows', () => {
    const t = truncate({
      page_location: 'l'.repeat(2000),
      page_referrer: 'r'.repeat(2000),
      page_title: 't'.repeat(2000),
      event_label: 'e'.repeat(2000),
      n: 5,
    })
    expect([t.page_location.length, t.page_referrer.length, t.page_title.length, t.event_label.length, t.n]).toEqual([
      1000, 420, 300, 100, 5,
    ])
  })

  it('masks the phone number for the pixel', () => {
    expect(
      maskPhone({ chat_id: '351910000123', event_action: 'whatsapp: 351910000123', x: 1 }, '351910000123'),
    ).toEqual({
      chat_id: '*********123',
      event_action: 'whatsapp: *********123',
      x: 1,
    })
  })

  it('places the SKU, or leaves out its lines, and builds the app and web links', () => {
    expect(withSku('Hello\nTour: {SKU}', 'AZ-7')).toBe('Hello\nTour: AZ-7')
    expect(withSku('Hello\nTour: {SKU}', '')).toBe('Hello')
    const s = chatSettings(site({ telephone: '+351 910 000 000', whatsappWeb: true }))!
    expect(chatLink(s, 'Olá & bem', false)).toBe(
      'https://web.whatsapp.com/send?phone=351910000000&text=Ol%C3%A1%20%26%20bem',
    )
    expect(chatLink(s, 'Olá & bem', true)).toBe('https://wa.me/351910000000?text=Ol%C3%A1%20%26%20bem')
    expect(chatLink({ ...s, whatsapp_web: false }, '', false)).toBe('https://wa.me/351910000000')
  })
})
