import type { CollectionConfig } from 'payload'
import { hasRole, isAdmin, isAdminField } from '../../lib/access'
import { forgotPasswordEndpoint } from '../../accounts/mail-caps'
import { staffLoginAfterError, staffLoginAfterLogin, staffLoginBeforeOperation } from '../../accounts/guard'

/** Staff accounts for the CMS admin. The first visit to /admin creates the first administrator. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Admin' },
  auth: {
    // No lockout: 5 failures used to lock the account for 10 minutes, so anyone who knew an
    // administrator's email could lock them out. Failures slow down the address they come from
    // instead (accounts/guard: staffLogin* hooks below).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.SITE_URL?.startsWith('https://') ?? false },
  },
  access: {
    admin: ({ req }) => hasRole(req, 'admin', 'editor'),
    // Only staff accounts match by id: a visitor account (customers) with the same id must not.
    read: ({ req }) =>
      hasRole(req, 'admin') ? true : req.user?.collection === 'users' ? { id: { equals: req.user.id } } : false,
    create: isAdmin,
    update: ({ req }) =>
      hasRole(req, 'admin') ? true : req.user?.collection === 'users' ? { id: { equals: req.user.id } } : false,
    delete: isAdmin,
  },
  // Lost password: capped per account and per client address (accounts/mail-caps.ts).
  endpoints: [forgotPasswordEndpoint('users')],
  hooks: {
    beforeOperation: [staffLoginBeforeOperation],
    afterError: [staffLoginAfterError],
    afterLogin: [staffLoginAfterLogin],
    beforeChange: [
      async ({ data, req, operation }) => {
        // The very first account (made on the first visit to /admin) is the administrator.
        if (operation === 'create') {
          const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
          if (totalDocs === 0) data.roles = ['admin']
        }
        return data
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      // What the account will be: the very first one is the administrator (the hook above makes it so),
      // and the create-first-user form shows it; colleagues an administrator adds start as editors.
      defaultValue: async ({ req }) =>
        (await req.payload.count({ collection: 'users', overrideAccess: true, req })).totalDocs === 0
          ? ['admin']
          : ['editor'],
      saveToJWT: true,
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      access: { update: isAdminField, create: isAdminField },
    },
  ],
}
