import type { CollectionConfig } from 'payload'
import { isStaff } from '../lib/access'
import { accountAfterError, accountBeforeOperation, clearFailures, LOCK_MS, LOGIN_MAX_FAILURES } from './guard'
import { siteUrl } from '../lib/preview'
import { keepFormTokenAnswer, registerEndpoint } from './registration'

/** The link of the lost-password email: opens the reset popup on the account page (SPEC section 2). */
export const resetLink = (token: string) =>
  `${siteUrl()}/account?popup-selector=%23account-popup-trigger&eael-resetpassword=1&key=${encodeURIComponent(token)}`

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Visitor accounts, separate from the admin's `users`: a customer can never open the admin
 * (access.admin is false) and sees only their own account, carts and booking requests.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'createdAt'], group: 'Bookings' },
  auth: {
    maxLoginAttempts: LOGIN_MAX_FAILURES,
    lockTime: LOCK_MS,
    tokenExpiration: 7 * 24 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.SITE_URL?.startsWith('https://') ?? false },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: () => 'Reset your Sunway Tours password',
      generateEmailHTML: (args) => {
        const link = resetLink(String(args?.token ?? ''))
        return `<p>Hello,</p><p>Someone asked to reset the password of your Sunway Tours account. If it was you, choose a new password here (the link works once, for one hour):</p><p><a href="${esc(link)}">${esc(link)}</a></p><p>If it was not you, ignore this email: your password stays the same.</p>`
      },
    },
  },
  access: {
    admin: () => false,
    create: () => true,
    read: ({ req }) =>
      isStaff({ req }) ? true : req.user?.collection === 'customers' ? { id: { equals: req.user.id } } : false,
    update: ({ req }) =>
      isStaff({ req }) ? true : req.user?.collection === 'customers' ? { id: { equals: req.user.id } } : false,
    delete: isStaff,
    unlock: isStaff,
  },
  hooks: {
    beforeOperation: [accountBeforeOperation],
    afterError: [accountAfterError, keepFormTokenAnswer],
    afterLogin: [({ user }) => clearFailures((user as { email?: string }).email)],
  },
  // Registration: the same answer whether or not the email has an account (registration.ts).
  endpoints: [registerEndpoint],
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    { name: 'phone', type: 'text', maxLength: 40 },
  ],
}
