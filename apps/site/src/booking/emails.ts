import type { Payload } from 'payload'
import { formatMoney } from './pricing'

type View = {
  currency: string
  subtotal: number
  items: {
    tour: { title: string }
    variant: { title: string } | null
    sku: string | null
    quantity: number
    lineTotal: number
  }[]
}
type Booking = {
  reference: string
  contact: { name: string; email: string; phone?: string }
  travellers: { name: string; age?: number | null }[]
  notes?: string
  cart: View
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The tours, options, quantities and prices: the site's own data, nothing the visitor typed. */
function cartSummary(b: Booking): string {
  const rows = b.cart.items
    .map(
      (i) =>
        `<li>${esc(i.tour.title)}${i.variant?.title ? ` (${esc(i.variant.title)})` : ''}${i.sku ? ` [${esc(i.sku)}]` : ''}: ${i.quantity} × traveller, ${esc(formatMoney(i.lineTotal, b.cart.currency))}</li>`,
    )
    .join('')
  return `<ul>${rows}</ul><p>Estimated total: <strong>${esc(formatMoney(b.cart.subtotal, b.cart.currency))}</strong></p>`
}

/** Everything the visitor wrote, for the agency only. */
function visitorText(b: Booking): string {
  return `<p>Travellers: ${b.travellers.map((t) => esc(t.name)).join(', ')}</p>${b.notes ? `<p>Notes: ${esc(b.notes)}</p>` : ''}`
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').slice(0, 150)

/**
 * The visitor's acknowledgement and the agency's copy of a booking request.
 *
 * Anyone can post a booking request with any email address, so the acknowledgement is written only
 * from the site's own data (reference, tours, options, quantities, prices): no name, traveller,
 * phone or note the visitor typed, which would make the site a relay for someone else's message
 * (phishing). The endpoint also caps how many go to one address (`acknowledge: false` skips it).
 * The agency's copy carries everything.
 */
export async function bookingEmails(
  payload: Payload,
  b: Booking,
  { acknowledge = true }: { acknowledge?: boolean } = {},
): Promise<void> {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as {
    siteName?: string
    organization?: { email?: string | null }
    booking?: { agencyEmail?: string | null }
  }
  const agency =
    settings.booking?.agencyEmail || settings.organization?.email || process.env.MAIL_FROM || 'no-reply@sunway.example'
  const site = settings.siteName ?? 'Sunway Tours'
  if (acknowledge) {
    const travellers = b.travellers.length
    await payload.sendEmail({
      to: b.contact.email,
      subject: oneLine(`${site}: booking request ${b.reference} received`),
      html:
        `<p>Hello,</p><p>thank you for your booking request <strong>${esc(b.reference)}</strong> for ${travellers} traveller${travellers === 1 ? '' : 's'}. ` +
        `Nothing is charged yet: we check availability and confirm within one working day.</p>${cartSummary(b)}` +
        `<p>If you did not send this request, ignore this email: nothing is booked without your confirmation.</p>`,
    })
  }
  await payload.sendEmail({
    to: agency,
    replyTo: b.contact.email,
    subject: oneLine(`New booking request ${b.reference} from ${b.contact.name}`),
    html: `<p>New booking request <strong>${esc(b.reference)}</strong> from ${esc(b.contact.name)} &lt;${esc(b.contact.email)}&gt;${b.contact.phone ? `, ${esc(b.contact.phone)}` : ''}.</p>${cartSummary(b)}${visitorText(b)}${acknowledge ? '' : '<p>No acknowledgement was sent to the visitor: too many booking requests for this email address in the last hour.</p>'}`,
  })
}
