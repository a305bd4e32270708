import type { Field } from 'payload'

const HEX = /^#[0-9a-fA-F]{6}$/
const hex = (v: unknown) => v == null || v === '' || (typeof v === 'string' && HEX.test(v)) || 'A colour like #25d366'
const seconds = (v: unknown) =>
  v == null || (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 3600) || 'Seconds, between 0 and 3600'

/**
 * The "Chat" group of the site settings: the floating WhatsApp widget (SPEC 3 "Chat widget settings").
 * The widget is shown when a telephone number is set.
 */
export const chatSettingsField: Field = {
  name: 'chat',
  type: 'group',
  label: 'Chat (WhatsApp widget)',
  admin: { description: 'The floating "chat with us" button. Leave the telephone empty to hide it.' },
  fields: [
    {
      name: 'telephone',
      type: 'text',
      maxLength: 30,
      admin: { description: 'WhatsApp number in international format, for example +351 912 345 678.' },
      validate: (v: unknown) =>
        v == null ||
        v === '' ||
        (typeof v === 'string' && /^\+?[\d\s().-]{6,30}$/.test(v) && v.replace(/\D/g, '').length >= 6) ||
        'A telephone number like +351 912 345 678',
    },
    {
      name: 'message',
      type: 'textarea',
      localized: true,
      maxLength: 1000,
      admin: {
        description:
          'Prefilled message. {SKU} is replaced by the tour reference on tour pages; a line containing {SKU} is left out on pages without one.',
      },
    },
    { name: 'whatsappWeb', type: 'checkbox', defaultValue: false, label: 'Open WhatsApp Web on computers' },
    { name: 'mobileOnly', type: 'checkbox', defaultValue: false, label: 'Only on mobile devices' },
    {
      type: 'row',
      fields: [
        {
          name: 'buttonDelay',
          type: 'number',
          defaultValue: 3,
          min: 0,
          max: 3600,
          validate: seconds,
          admin: { description: 'Seconds before the button appears.' },
        },
        {
          name: 'messageDelay',
          type: 'number',
          defaultValue: 10,
          min: 0,
          max: 3600,
          validate: seconds,
          admin: {
            description: 'Seconds after the button before the chatbox opens by itself (or the badge shows). 0: never.',
          },
        },
        {
          name: 'messageViews',
          type: 'number',
          defaultValue: 1,
          min: 1,
          max: 100,
          admin: { description: 'Page views before the chatbox opens by itself.' },
        },
      ],
    },
    {
      name: 'messageBadge',
      type: 'checkbox',
      defaultValue: false,
      label: 'Show a badge instead of opening the chatbox',
    },
    {
      name: 'bubbles',
      type: 'array',
      localized: true,
      label: 'Chatbox message',
      maxRows: 10,
      admin: {
        description: 'Chat bubbles shown one by one in the chatbox. {SKU} works here too. Leave empty for no chatbox.',
      },
      fields: [
        { name: 'text', type: 'richText', required: true },
        { name: 'note', type: 'checkbox', defaultValue: false, label: 'Note (small, no typing)' },
      ],
    },
    {
      name: 'header',
      type: 'text',
      maxLength: 80,
      localized: true,
      admin: { description: 'Chatbox title; the site name when empty.' },
    },
    {
      name: 'cta',
      type: 'text',
      maxLength: 40,
      localized: true,
      defaultValue: 'Open chat',
      label: 'Open-chat button text',
    },
    {
      name: 'tooltip',
      type: 'text',
      maxLength: 80,
      localized: true,
      admin: { description: 'Shown next to the button.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'optIn',
          type: 'textarea',
          localized: true,
          maxLength: 400,
          label: 'Opt-in text',
          admin: { description: 'A checkbox text in the chatbox (consent to be contacted).' },
        },
        { name: 'optInRequired', type: 'checkbox', defaultValue: false, label: 'The opt-in must be checked' },
      ],
    },
    { name: 'qr', type: 'checkbox', defaultValue: true, label: 'QR code of the chat link on computers' },
    {
      type: 'row',
      fields: [
        {
          name: 'position',
          type: 'select',
          defaultValue: 'right',
          options: [
            { label: 'Bottom right', value: 'right' },
            { label: 'Bottom left', value: 'left' },
          ],
        },
        {
          name: 'color',
          type: 'text',
          defaultValue: '#25d366',
          validate: hex,
          admin: { description: 'Button and header colour.' },
        },
        {
          name: 'textColor',
          type: 'text',
          defaultValue: '#111936',
          validate: hex,
          admin: { description: 'Icon and header text colour.' },
        },
        {
          name: 'darkMode',
          type: 'select',
          defaultValue: 'off',
          options: [
            { label: 'Off', value: 'off' },
            { label: 'On', value: 'on' },
            { label: 'Follow the visitor’s device', value: 'auto' },
          ],
        },
      ],
    },
    {
      name: 'analytics',
      type: 'group',
      admin: { description: 'Sent when a visitor opens WhatsApp, after tracking consent.' },
      fields: [
        {
          name: 'eventName',
          type: 'text',
          defaultValue: 'generate_lead',
          maxLength: 40,
          validate: (v: unknown) =>
            v == null ||
            v === '' ||
            (typeof v === 'string' && /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(v)) ||
            'Letters, digits and _',
        },
        {
          name: 'adsSendTo',
          type: 'text',
          maxLength: 80,
          label: 'Google Ads conversion (send_to)',
          admin: { description: 'For example AW-123456789/AbC-D_efG. Sent when the open-chat button is clicked.' },
          validate: (v: unknown) =>
            v == null ||
            v === '' ||
            (typeof v === 'string' && /^AW-\d{4,15}\/[\w-]{1,40}$/.test(v)) ||
            'Like AW-123456789/AbC-D_efG',
        },
        {
          name: 'dataLayer',
          type: 'text',
          defaultValue: 'dataLayer',
          maxLength: 40,
          validate: (v: unknown) =>
            v == null ||
            v === '' ||
            (typeof v === 'string' && /^[A-Za-z_$][\w$]{0,39}$/.test(v)) ||
            'A JavaScript variable name',
        },
      ],
    },
  ],
}
