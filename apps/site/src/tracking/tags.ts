/* Loading the Google tag and the Facebook Pixel, only ever after consent (its own chunk, fetched then). */
type W = Window & Record<string, unknown>
type Fn = (...args: unknown[]) => void

function script(src: string) {
  if (document.querySelector(`script[src="${src}"]`)) return
  const el = document.createElement('script')
  el.async = true
  el.src = src
  document.head.append(el)
}

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
}
const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
}

/** gtag.js with Google consent mode: denied by default, then granted (this runs only after consent). */
export function loadGoogleTag(ids: string[]) {
  const w = window as unknown as W
  const dl = (w.dataLayer = (w.dataLayer as unknown[]) || [])
  if (typeof w.gtag !== 'function')
    w.gtag = function gtag() {
      // gtag.js reads the arguments object itself
      // eslint-disable-next-line prefer-rest-params
      ;(dl as unknown[]).push(arguments)
    }
  const gtag = w.gtag as Fn
  gtag('consent', 'default', DENIED)
  gtag('consent', 'update', GRANTED)
  gtag('js', new Date())
  for (const id of ids) gtag('config', id)
  script(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids[0]!)}`)
}

/** The Facebook Pixel (fbevents.js): init and the first page view. */
export function loadFacebookPixel(id: string) {
  const w = window as unknown as W
  if (typeof w.fbq !== 'function') {
    const queue: unknown[][] = []
    const fbq = function (...args: unknown[]) {
      const self = fbq as unknown as { callMethod?: Fn }
      if (self.callMethod) self.callMethod(...args)
      else queue.push(args)
    }
    Object.assign(fbq, { queue, loaded: true, version: '2.0', push: fbq })
    w.fbq = fbq
    if (!w._fbq) w._fbq = fbq
  }
  const fbq = w.fbq as Fn
  fbq('init', id)
  fbq('track', 'PageView')
  script('https://connect.facebook.net/en_US/fbevents.js')
}

const STANDARD = new Set(['Lead', 'Contact', 'SubmitApplication', 'CompleteRegistration'])

/**
 * The contact form response's pixel event: `fb_pxl_code: { event, params }`, data only. The name must
 * be a known event and the parameters plain strings or numbers; anything else is ignored.
 */
export function sendFormPixelEvent(apiResponse: unknown) {
  const code = (apiResponse as { fb_pxl_code?: unknown } | null)?.fb_pxl_code as
    { event?: unknown; params?: unknown } | null | undefined
  if (!code || typeof code !== 'object' || typeof code.event !== 'string' || !STANDARD.has(code.event)) return
  const params: Record<string, string | number> = {}
  if (code.params && typeof code.params === 'object' && !Array.isArray(code.params))
    for (const [k, v] of Object.entries(code.params as Record<string, unknown>).slice(0, 20))
      if (/^[a-z_]{1,40}$/.test(k) && (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))))
        params[k] = typeof v === 'string' ? v.slice(0, 100) : v
  const fbq = (window as unknown as W).fbq
  if (typeof fbq === 'function') (fbq as Fn)('track', code.event, params)
}
