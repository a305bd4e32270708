import {
  BEHAVIOUR_DEFAULTS as D,
  DEFAULT_MESSAGES,
  EL_BREAKPOINTS,
  LIGHTBOX_TEXTS,
  PAGE_TEXTS,
  type LightboxTexts,
  SCROLL_TOP_TIMINGS,
  TOC_COOKIE,
  type MessageKey,
  type ScrollTopTimings,
} from './defaults'

/**
 * SPEC 3 "Page configuration object (provided with the page)": what the layout puts in the page as
 * JSON (`<script type="application/json" id="page-config">`), kept by the browser as
 * `window.pageConfig`, and every behaviour reads its settings from. `ajaxurl` is the API base URL of
 * the site's AJAX endpoint; `nonce` starts empty and each page fetches a fresh form token once (the
 * booking feature's ./form-token.ts); `page_permalink` is filled in by the browser from the page's
 * canonical address because the shared layout does not know which page it wraps; the cart settings
 * come from the Booking group of the site settings.
 */
export type PageConfig = {
  ajaxurl: string
  nonce: string
  i18n: { added: string; compare: string; loading: string }
  translate: {
    required_text: string
    invalid_text: string
    billing_text: string
    shipping_text: string
    fg_mfp_counter_text: string
  }
  page_permalink: string
  cart_redirectition: 'yes' | 'no'
  cart_page_url: string
  el_breakpoints: {
    label: string
    value: number
    default_value: number
    direction: 'max' | 'min'
    is_enabled: boolean
  }[]
  /** Site-wide settings object for toasts (SPEC 3): message texts by key. */
  messages: Record<MessageKey, string>
  behaviours: {
    scrollTop: { enabled: boolean; threshold: number; fadeMs: number; scrollMs: number }
    protection: { enabled: boolean; showMessages: '0' | '1' }
    toast: { durationMs: number }
    anchors: { enabled: boolean; durationMs: number }
    hashLinks: { enabled: boolean; durationMs: number; customOffset: number }
    toc: { enabled: boolean; offset: number; durationMs: number; cookie: typeof TOC_COOKIE }
    animations: { enabled: boolean; threshold: number; rootMarginBottom: number; startDelayMs: number }
    lightbox: { enabled: boolean; videoWidth: number; instagramWidth: number; texts: LightboxTexts }
    loaded: { mainSliderDelayMs: number }
    slider: {
      carouselIntervalMs: number
      carouselAnimationMs: number
      slidesIntervalMs: number
      slidesAnimationMs: number
    }
  }
}

type G<T> = { [K in keyof T]?: T[K] | null }
/** The "behaviours" group as Payload returns it (every value may be missing on an old row). */
export type BehaviourSettings = {
  scrollTop?: G<{ enabled: boolean; threshold: number; timings: ScrollTopTimings }> | null
  protection?: G<{ enabled: boolean; showMessages: '0' | '1' }> | null
  toast?: G<{ durationMs: number }> | null
  messages?: G<Record<MessageKey, string>> | null
  anchors?: G<{ enabled: boolean; durationMs: number }> | null
  hashLinks?: G<{ enabled: boolean; durationMs: number; customOffset: number }> | null
  toc?: G<{ enabled: boolean; offset: number; durationMs: number }> | null
  animations?: G<{ enabled: boolean; threshold: number; rootMarginBottom: number; startDelayMs: number }> | null
  lightbox?: G<{ enabled: boolean; videoWidth: number; instagramWidth: number }> | null
  sliders?: G<{
    carouselIntervalMs: number
    slidesIntervalMs: number
    slidesAnimationMs: number
    mainSliderLoadedDelayMs: number
  }> | null
}

const n = (v: unknown, d: number, min = 0, max = 1e6) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, v)) : d
const b = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d)
const s = (v: unknown, d: string) => (typeof v === 'string' && v.trim() !== '' ? v : d)

type Settings =
  { behaviours?: BehaviourSettings | null; booking?: { cartRedirect?: boolean | null } | null } | null | undefined

export { EL_BREAKPOINTS }

/**
 * `opts.lightbox`: the lightbox's texts in the page's language (the interface texts' `lightbox`; English
 * without), its counter's word ("1 de 4") included. `opts.i18n`: the `i18n` texts in the page's language
 * (the quick view's "Added to your cart" and "Loading..."); SPEC's English without.
 */
export function buildPageConfig(
  settings: Settings,
  opts: { apiUrl?: string; nonce?: string; lightbox?: LightboxTexts; i18n?: PageConfig['i18n'] } = {},
): PageConfig {
  const lightboxTexts = opts.lightbox ?? LIGHTBOX_TEXTS
  const g = settings?.behaviours ?? {}
  const timings = SCROLL_TOP_TIMINGS[g.scrollTop?.timings === '200/500' ? '200/500' : '300/300']
  const messages = Object.fromEntries(
    (Object.keys(DEFAULT_MESSAGES) as MessageKey[]).map((k) => [k, s(g.messages?.[k], DEFAULT_MESSAGES[k])]),
  ) as Record<MessageKey, string>
  return {
    ajaxurl: opts.apiUrl ?? '/api/ajax',
    nonce: opts.nonce ?? '',
    i18n: { ...(opts.i18n ?? PAGE_TEXTS.i18n) },
    translate: { ...PAGE_TEXTS.translate, fg_mfp_counter_text: lightboxTexts.counter },
    page_permalink: '',
    cart_redirectition: settings?.booking?.cartRedirect === false ? 'no' : 'yes',
    cart_page_url: '/cart',
    el_breakpoints: EL_BREAKPOINTS.map((b) => ({ ...b })),
    messages,
    behaviours: {
      scrollTop: {
        enabled: b(g.scrollTop?.enabled, D.scrollTop.enabled),
        threshold: n(g.scrollTop?.threshold, D.scrollTop.threshold),
        ...timings,
      },
      protection: {
        enabled: b(g.protection?.enabled, D.protection.enabled),
        showMessages: g.protection?.showMessages === '1' ? '1' : '0',
      },
      toast: { durationMs: n(g.toast?.durationMs, D.toast.durationMs, 500, 60_000) },
      anchors: {
        enabled: b(g.anchors?.enabled, D.anchors.enabled),
        durationMs: n(g.anchors?.durationMs, D.anchors.durationMs, 0, 5000),
      },
      hashLinks: {
        enabled: b(g.hashLinks?.enabled, D.hashLinks.enabled),
        durationMs: n(g.hashLinks?.durationMs, D.hashLinks.durationMs, 0, 5000),
        customOffset: n(g.hashLinks?.customOffset, D.hashLinks.customOffset, 0, 1000),
      },
      toc: {
        enabled: b(g.toc?.enabled, D.toc.enabled),
        offset: n(g.toc?.offset, D.toc.offset, 0, 1000),
        durationMs: n(g.toc?.durationMs, D.toc.durationMs, 0, 5000),
        cookie: TOC_COOKIE,
      },
      animations: {
        enabled: b(g.animations?.enabled, D.animations.enabled),
        threshold: n(g.animations?.threshold, D.animations.threshold, 0, 1),
        rootMarginBottom: n(g.animations?.rootMarginBottom, D.animations.rootMarginBottom, 0, 1000),
        startDelayMs: n(g.animations?.startDelayMs, D.animations.startDelayMs, 0, 10_000),
      },
      lightbox: {
        enabled: b(g.lightbox?.enabled, D.lightbox.enabled),
        videoWidth: n(g.lightbox?.videoWidth, D.lightbox.videoWidth, 100, 4000),
        instagramWidth: n(g.lightbox?.instagramWidth, D.lightbox.instagramWidth, 100, 4000),
        texts: lightboxTexts,
      },
      loaded: { mainSliderDelayMs: n(g.sliders?.mainSliderLoadedDelayMs, D.loaded.mainSliderDelayMs, 0, 60_000) },
      slider: {
        carouselIntervalMs: n(g.sliders?.carouselIntervalMs, D.slider.carouselIntervalMs, 1000, 60_000),
        carouselAnimationMs: D.slider.carouselAnimationMs,
        slidesIntervalMs: n(g.sliders?.slidesIntervalMs, D.slider.slidesIntervalMs, 1000, 60_000),
        slidesAnimationMs: n(g.sliders?.slidesAnimationMs, D.slider.slidesAnimationMs, 0, 5000),
      },
    },
  }
}

/** JSON for a `<script type="application/json">`: '<' escaped so no text can close the tag. */
export const pageConfigJson = (cfg: PageConfig) => JSON.stringify(cfg).replace(/</g, '\\u003c')
