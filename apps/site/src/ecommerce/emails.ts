import type { Payload } from 'payload'
import { formatMoney } from './pricing'

type View = { currency: string; subtotal: number; items: { tour: { title: string }; variant: { title: string } | null; sku: string | null; quantity: number; lineTotal: number }[] }
type Booking = { reference: string; contact: { name: string; email: string; phone?: string }; travellers: { name: string; age?: number | null }[]; notes?: string; cart: View }

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function summary(b: Booking): string {
  const rows = b.cart.items
    .map((i) => `<li>${esc(i.tour.title)}${i.variant?.title ? ` (${esc(i.variant.title)})` : ''}${i.sku ? ` [${esc(i.sku)}]` : ''}: ${i.quantity} × traveller, ${esc(formatMoney(i.lineTotal, b.cart.currency))}</li>`)
    .join('')
  return `<ul>${rows}</ul><p>Estimated total: <strong>${esc(formatMoney(b.cart.subtotal, b.cart.currency))}</strong></p><p>Travellers: ${b.travellers.map((t) => esc(t.name)).join(', ')}</p>${b.notes ? `<p>Notes: ${esc(b.notes)}</p>` : ''}`
}

/** The visitor's acknowledgement and the agency's copy of a booking request. */
export async function bookingEmails(payload: Payload, b: Booking): Promise<void> {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as { siteName?: string; organization?: { email?: string | null }; booking?: { agencyEmail?: string | null } }
  const agency = settings.booking?.agencyEmail || settings.organization?.email || process.env.MAIL_FROM || 'no-reply@sunway.example'
  const site = settings.siteName ?? 'Sunway Tours'
  await payload.sendEmail({
    to: b.contact.email,
    subject: `${site}: booking request ${b.reference} received`,
    html: `<p>Dear ${esc(b.contact.name)},</p><p>thank you for your booking request <strong>${b.reference}</strong>. Nothing is charged yet: we check availability and confirm within one working day.</p>${summary(b)}`,
  })
  await payload.sendEmail({
    to: agency,
    replyTo: b.contact.email,
    subject: `New booking request ${b.reference} from ${b.contact.name}`,
    html: `<p>New booking request <strong>${b.reference}</strong> from ${esc(b.contact.name)} &lt;${esc(b.contact.email)}&gt;${b.contact.phone ? `, ${esc(b.contact.phone)}` : ''}.</p>${summary(b)}`,
  })
}
