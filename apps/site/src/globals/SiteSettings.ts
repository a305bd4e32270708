import type { GlobalConfig } from 'payload'
import { chatSettingsField } from '../chat/fields'
import { anyone, hasRole, isStaff } from '../lib/access'
import { revalidateLayout } from '../lib/revalidate'
import { trackingSettingsField } from '../tracking/fields'
import { behavioursGroup } from './behaviours-group'

/** Site-wide settings. Later features (chat, tracking, protection, toasts...) add their groups here. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Site' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateLayout] },
  fields: [
    { name: 'siteName', type: 'text', required: true, defaultValue: 'Sunway Tours', maxLength: 80 },
    { name: 'tagline', type: 'text', maxLength: 160, localized: true },
    {
      name: 'timeZone',
      type: 'text',
      defaultValue: 'Europe/Lisbon',
      admin: { description: 'IANA time zone, for example Europe/Lisbon.' },
      validate: (v: unknown) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: String(v) })
          return true
        } catch {
          return 'Unknown time zone'
        }
      },
    },
    {
      name: 'organization',
      type: 'group',
      fields: [
        { name: 'legalName', type: 'text', maxLength: 160 },
        { name: 'telephone', type: 'text', maxLength: 40 },
        { name: 'email', type: 'email' },
        { name: 'address', type: 'textarea', maxLength: 300 },
      ],
    },
    chatSettingsField,
    trackingSettingsField,
    {
      name: 'booking',
      type: 'group',
      label: 'Booking',
      fields: [
        {
          name: 'cartRedirect',
          type: 'checkbox',
          defaultValue: true,
          label: 'Go to the cart after "add to cart"',
        },
        {
          name: 'agencyEmail',
          type: 'email',
          // Only the server reads it (booking mails, via the Local API): not shown by /api/globals/site-settings to visitors.
          access: { read: ({ req }) => hasRole(req, 'admin', 'editor') },
          admin: { description: 'Receives a copy of every booking request (defaults to the organization email).' },
        },
      ],
    },
    behavioursGroup,
  ],
}
