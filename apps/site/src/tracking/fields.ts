import type { Field } from 'payload'

/** The "Tracking" group of the site settings: Google tag (GA4, Ads), Facebook Pixel, consent. */
export const trackingSettingsField: Field = {
  name: 'tracking',
  type: 'group',
  label: 'Tracking and consent',
  admin: {
    description: 'Tags load only when their id is set, and only after the visitor accepts when consent is required.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'ga4Id',
          type: 'text',
          label: 'Google Analytics 4 measurement id',
          maxLength: 20,
          validate: (v: unknown) =>
            v == null || v === '' || (typeof v === 'string' && /^G-[A-Z0-9]{4,16}$/.test(v)) || 'Like G-ABC123XYZ',
        },
        {
          name: 'adsId',
          type: 'text',
          label: 'Google Ads tag id',
          maxLength: 20,
          validate: (v: unknown) =>
            v == null || v === '' || (typeof v === 'string' && /^AW-\d{4,15}$/.test(v)) || 'Like AW-123456789',
        },
        {
          name: 'fbPixelId',
          type: 'text',
          label: 'Facebook Pixel id',
          maxLength: 20,
          validate: (v: unknown) =>
            v == null || v === '' || (typeof v === 'string' && /^\d{5,20}$/.test(v)) || 'Digits only',
        },
      ],
    },
    { name: 'consentRequired', type: 'checkbox', defaultValue: true, label: 'Ask for consent before loading the tags' },
    {
      name: 'consentText',
      type: 'textarea',
      maxLength: 400,
      defaultValue:
        'We use cookies for analytics and advertising (Google, Facebook) to measure and improve our site. Do you accept?',
    },
    {
      name: 'formPixelEvent',
      type: 'select',
      label: 'Pixel event after a contact form is sent',
      defaultValue: 'Lead',
      options: ['Lead', 'Contact', 'SubmitApplication', 'CompleteRegistration', 'none'].map((v) => ({
        label: v,
        value: v,
      })),
    },
  ],
}
