import type { Texts } from '../i18n/texts'

export type View = 'login' | 'register' | 'lost' | 'reset'

/** The account popup's interface texts (namespace `account` of src/i18n/messages), formatted by the server. */
export type AccountTexts = Texts<'account'>

/** The addresses the popup leads to, in the page's language (`/pt/carrinho`), written by the server. */
export interface AccountPaths {
  home: string
  account: string
  cart: string
}

export const titleOf = (view: View, t: AccountTexts): string =>
  ({ login: t.titleLogin, register: t.titleRegister, lost: t.titleLost, reset: t.titleReset })[view]
