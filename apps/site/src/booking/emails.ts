import type { Payload } from 'payload'
import { apiText, type KeyOf, type TextArgs } from '../i18n/api-texts'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'
import { intlLocale } from '../i18n/texts'
import { formatMoney } from './pricing'

type View = {
  currency: string
  subtotal: number
  items: {
    tour: { id?: number | string; title: string }
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
  /** In English: the agency's copy. */
  cart: View
  /** The same cart described in the visitor's language (tours' titles, options' names), for their mail. */
  visitorCart?: View
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const BOLD = '\u0001'
const UNBOLD = '\u0002'
/** A value shown in bold in a message's HTML (`bookingMail` texts are formatted, then escaped, then marked). */
const bold = (value: string) => `${BOLD}${value}${UNBOLD}`

/** `bookingMail.key` in `locale`, escaped for HTML, its `bold()` values in `<strong>`. */
async function mailHtml(locale: Locale, key: KeyOf<'bookingMail'>, values?: TextArgs) {
  return esc(await apiText(locale, 'bookingMail', key, values))
    .replaceAll(BOLD, '<strong>')
    .replaceAll(UNBOLD, '</strong>')
}

/** The tours, options, quantities and prices of `cart`: the site's own data, nothing the visitor typed. In `locale` (its words, its prices' format). */
async function cartSummary(cart: View, locale: Locale): Promise<string> {
  const money = (minor: number) => formatMoney(minor, cart.currency, intlLocale(locale))
  const rows = await Promise.all(
    cart.items.map(
      async (i) =>
        `<li>${esc(i.tour.title)}${i.variant?.title ? ` (${esc(i.variant.title)})` : ''}${i.sku ? ` [${esc(i.sku)}]` : ''}: ${await mailHtml(locale, 'line', { quantity: i.quantity, price: money(i.lineTotal) })}</li>`,
    ),
  )
  return `<ul>${rows.join('')}</ul><p>${await mailHtml(locale, 'total', { total: bold(money(cart.subtotal)) })}</p>`
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
 * The acknowledgement is in `locale`, the language of the page that sent the request (messages
 * `bookingMail`, prices formatted for it, `visitorCart`'s tours' titles and options' names; issue 19). The agency's copy carries
 * everything, in English, and says which language the visitor used.
 */
export async function bookingEmails(
  payload: Payload,
  b: Booking,
  { acknowledge = true, locale = DEFAULT_LOCALE }: { acknowledge?: boolean; locale?: Locale } = {},
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
    const [subject, greeting, thanks, summary, notYou] = await Promise.all([
      apiText(locale, 'bookingMail', 'subject', { site, reference: b.reference }),
      mailHtml(locale, 'greeting'),
      mailHtml(locale, 'thanks', { reference: bold(b.reference), travellers: b.travellers.length }),
      cartSummary(b.visitorCart ?? b.cart, locale),
      mailHtml(locale, 'notYou'),
    ])
    await payload.sendEmail({
      to: b.contact.email,
      subject: oneLine(subject),
      html: `<p>${greeting}</p><p>${thanks}</p>${summary}<p>${notYou}</p>`,
    })
  }
  const language = `${new Intl.DisplayNames('en', { type: 'language' }).of(locale) ?? locale} (${locale})`
  await payload.sendEmail({
    to: agency,
    replyTo: b.contact.email,
    subject: oneLine(`New booking request ${b.reference} from ${b.contact.name}`),
    html: `<p>New booking request <strong>${esc(b.reference)}</strong> from ${esc(b.contact.name)} &lt;${esc(b.contact.email)}&gt;${b.contact.phone ? `, ${esc(b.contact.phone)}` : ''}.</p>${await cartSummary(b.cart, DEFAULT_LOCALE)}${visitorText(b)}<p>Language of the visitor: ${esc(language)}</p>${acknowledge ? '' : '<p>No acknowledgement was sent to the visitor: too many booking requests for this email address in the last hour.</p>'}`,
  })
}
