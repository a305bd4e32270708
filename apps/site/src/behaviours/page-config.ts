/**
 * SPEC 3 "Page configuration object (provided with the page)". Minimal version from the booking
 * feature (the behaviours feature owns and extends it): the layout prints it as JSON in
 * `<script id="page-config" type="application/json">`, the browser keeps it as `window.pageConfig`.
 * `nonce` starts empty: each page fetches a fresh form token once (see ./form-token.ts).
 */
export type PageConfig = {
  ajaxurl: string
  nonce: string
  i18n: { added: string; compare: string; loading: string }
  translate: { required_text: string; invalid_text: string; billing_text: string; shipping_text: string; fg_mfp_counter_text: string }
  page_permalink: string
  cart_redirectition: 'yes' | 'no'
  cart_page_url: string
  el_breakpoints: { label: string; value: number; default_value: number; direction: 'max' | 'min'; is_enabled: boolean }[]
}

export const EL_BREAKPOINTS: PageConfig['el_breakpoints'] = [
  { label: 'Mobile Portrait', value: 767, default_value: 767, direction: 'max', is_enabled: true },
  { label: 'Mobile Landscape', value: 880, default_value: 880, direction: 'max', is_enabled: false },
  { label: 'Tablet Portrait', value: 1024, default_value: 1024, direction: 'max', is_enabled: true },
  { label: 'Tablet Landscape', value: 1200, default_value: 1200, direction: 'max', is_enabled: false },
  { label: 'Laptop', value: 1366, default_value: 1366, direction: 'max', is_enabled: false },
  { label: 'Widescreen', value: 2400, default_value: 2400, direction: 'min', is_enabled: false },
]

type Settings = { booking?: { cartRedirect?: boolean | null } | null } | null | undefined

export function buildPageConfig(settings: Settings, opts: { apiUrl?: string; nonce?: string } = {}): PageConfig {
  return {
    ajaxurl: opts.apiUrl ?? '/api/ajax',
    nonce: opts.nonce ?? '',
    i18n: { added: 'Added to your cart', compare: 'Compare', loading: 'Loading...' },
    translate: {
      required_text: 'is a required field',
      invalid_text: 'Invalid',
      billing_text: 'Billing',
      shipping_text: 'Shipping',
      fg_mfp_counter_text: 'of',
    },
    page_permalink: '',
    cart_redirectition: settings?.booking?.cartRedirect === false ? 'no' : 'yes',
    cart_page_url: '/cart',
    el_breakpoints: EL_BREAKPOINTS,
  }
}

/** JSON for a `<script type="application/json">`: '<' escaped so no text can close the tag. */
export const pageConfigJson = (cfg: PageConfig) => JSON.stringify(cfg).replace(/</g, '\\u003c')
