import type { Block } from 'payload'

export const LoginRegisterBlock: Block = {
  slug: 'loginRegister',
  interfaceName: 'LoginRegisterBlock',
  labels: { singular: 'Login / Register', plural: 'Login / Register' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Your account', maxLength: 120 },
    {
      name: 'intro',
      type: 'textarea',
      maxLength: 600,
      defaultValue: 'Log in to see your booking requests, or create an account in a minute.',
    },
    {
      name: 'triggerId',
      type: 'text',
      defaultValue: 'login-register',
      maxLength: 60,
      validate: (v: unknown) =>
        v == null || v === '' || /^[A-Za-z][A-Za-z0-9_-]*$/.test(String(v))
          ? true
          : 'Letters, digits, - and _ only, starting with a letter',
      admin: {
        description:
          'Id of the "Log in" button: a link with ?popup-selector=%23<id>&eael-lostpassword=1 opens the lost-password popup.',
      },
    },
  ],
}
