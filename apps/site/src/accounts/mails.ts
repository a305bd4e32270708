import { apiText } from '../i18n/api-texts'
import type { Locale } from '../i18n/locales'
import { localizePath } from '../i18n/paths.mjs'
import { siteUrl } from '../lib/preview'

/**
 * The account mails (registration's two, Payload's lost-password mail for customers) in the language of
 * the request that asked for them (issue 19): texts from messages `accountMail`, links to the account
 * page in that language (`/pt/conta?popup-selector=...`, which opens the popup there as on `/account`).
 * Fixed texts only: nothing the visitor typed (a name could carry a phishing line).
 */
export type Mail = { subject: string; text: string; html: string }

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The account page in `locale`, with the query that opens the popup's form. */
export const accountPageUrl = (locale: Locale, query = ''): string =>
  `${siteUrl()}${localizePath(locale, '/account')}${query ? `?${query}` : ''}`

const POPUP = 'popup-selector=%23account-popup-trigger'

/** The link of the lost-password email: opens the reset popup on the account page (SPEC section 2). */
export const resetLink = (token: string, locale: Locale): string =>
  accountPageUrl(locale, `${POPUP}&eael-resetpassword=1&key=${encodeURIComponent(token)}`)

/** Paragraphs (blank lines) as `<p>`, line breaks as `<br>`; a paragraph that is just `link` becomes it as a link. */
function toHtml(text: string, link?: string): string {
  return text
    .split('\n\n')
    .map((p) => (link && p === link ? `<a href="${esc(link)}">${esc(link)}</a>` : esc(p).replace(/\n/g, '<br>')))
    .map((p) => `<p>${p}</p>`)
    .join('')
}

/** The registration mails: `welcome` to a new account, `taken` to the owner of an address someone tried again. */
export async function registrationMail(kind: 'welcome' | 'taken', locale: Locale): Promise<Mail> {
  const accountUrl = accountPageUrl(locale)
  const lostUrl = accountPageUrl(locale, `${POPUP}&eael-lostpassword=1`)
  const [subject, text] = await Promise.all([
    apiText(locale, 'accountMail', kind === 'welcome' ? 'welcomeSubject' : 'takenSubject'),
    apiText(locale, 'accountMail', kind === 'welcome' ? 'welcomeText' : 'takenText', { accountUrl, lostUrl }),
  ])
  return { subject, text, html: toHtml(text) }
}

/** Payload's lost-password mail for customers (customers.ts `auth.forgotPassword`): its subject, then its body. */
export const resetMailSubject = (locale: Locale): Promise<string> => apiText(locale, 'accountMail', 'resetSubject')

export async function resetMailHtml(token: string, locale: Locale): Promise<string> {
  const link = resetLink(token, locale)
  return toHtml(await apiText(locale, 'accountMail', 'resetText', { link }), link)
}
