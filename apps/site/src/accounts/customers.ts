import type { CollectionConfig, PayloadRequest } from 'payload'
import { isStaff } from '../lib/access'
import {
  accountAfterError,
  accountBeforeOperation,
  customerLoginAfterLogin,
  LOCK_MS,
  LOGIN_MAX_FAILURES,
} from './guard'
import { requestLocale } from '../i18n/api-texts'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { forgotPasswordEndpoint } from './mail-caps'
import { resetMailHtml, resetMailSubject } from './mails'
import { keepFormTokenAnswer, registerEndpoint } from './registration'

const localeOf = (args?: { req?: PayloadRequest }) => (args?.req ? requestLocale(args.req) : DEFAULT_LOCALE)

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
      // In the language of the request that asked (`?locale=` from the popup, else its Referer's), the
      // link to the account page in that language (mails.ts, messages `accountMail`).
      generateEmailSubject: (args) => resetMailSubject(localeOf(args)),
      generateEmailHTML: (args) => resetMailHtml(String(args?.token ?? ''), localeOf(args)),
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
    afterLogin: [customerLoginAfterLogin],
  },
  // Registration: the same answer whether or not the email has an account (registration.ts).
  // Lost password: capped per account and per client address (mail-caps.ts).
  endpoints: [registerEndpoint, forgotPasswordEndpoint('customers')],
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    { name: 'phone', type: 'text', maxLength: 40 },
  ],
}
