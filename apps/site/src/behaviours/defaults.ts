import en from '../i18n/messages/en.json'

/**
 * SPEC's constants for the page behaviours (sections 2, 4, 8 and 9), in one place. They are the
 * defaults of the "Behaviours" group of the site settings; the browser reads the values in force
 * from the page configuration object (see page-config.ts), never from this file directly.
 */
export const BEHAVIOUR_DEFAULTS = {
  scrollTop: { enabled: true, threshold: 100, timings: '300/300' as ScrollTopTimings },
  protection: { enabled: true, showMessages: '0' as '0' | '1' },
  toast: { durationMs: 3000 },
  anchors: { enabled: true, durationMs: 500 },
  hashLinks: { enabled: true, durationMs: 300, customOffset: 0 },
  toc: { enabled: true, offset: 30, durationMs: 500 },
  animations: { enabled: true, threshold: 0.1, rootMarginBottom: 50, startDelayMs: 500 },
  lightbox: { enabled: true, videoWidth: 560, instagramWidth: 612 },
  loaded: { mainSliderDelayMs: 10_000 },
  slider: { carouselIntervalMs: 5000, carouselAnimationMs: 500, slidesIntervalMs: 7000, slidesAnimationMs: 600 },
} as const

/** SPEC 9 "Scroll-to-top": the two readings, fade/scroll in ms. */
export type ScrollTopTimings = '300/300' | '200/500'
export const SCROLL_TOP_TIMINGS: Record<ScrollTopTimings, { fadeMs: number; scrollMs: number }> = {
  '300/300': { fadeMs: 300, scrollMs: 300 },
  '200/500': { fadeMs: 200, scrollMs: 500 },
}

/** SPEC 8 "Content-protection messages" and the other toast texts, by message key. */
export const DEFAULT_MESSAGES = {
  viewSource: 'View Source is disabled!',
  inspectElement: 'Inspect Element is disabled!',
  rightClick: 'Right click is disabled!',
  cutCopyPaste: 'Cut/Copy/Paste is disabled!',
  dragDrop: 'Image Drag-n-Drop is disabled!',
  added: 'Added to your cart',
  formSent: 'Thank you! Your message has been sent.',
} as const
export type MessageKey = keyof typeof DEFAULT_MESSAGES

/** SPEC 9 "Table of contents": the hide cookie. */
export const TOC_COOKIE = { prefix: 'ezTOC_hidetoc-', days: 30, path: '/', sameSite: 'Strict' } as const

/**
 * SPEC 8 "Lightbox" texts and SPEC 9 "Loading...", and the lightbox's own controls (close, previous, next,
 * zoom, "1 of 4"): the interface texts' `lightbox` messages, English here; the layout gives each page its
 * language's (issue 27.12).
 */
export const LIGHTBOX_TEXTS: LightboxTexts = en.lightbox
export type LightboxTexts = { [K in keyof typeof en.lightbox]: string }

/** SPEC 9 "Breakpoints": the full list, in the page builder's shape. */
export const EL_BREAKPOINTS: readonly {
  label: string
  value: number
  default_value: number
  direction: 'max' | 'min'
  is_enabled: boolean
}[] = [
  { label: 'Mobile Portrait', value: 767, default_value: 767, direction: 'max', is_enabled: true },
  { label: 'Mobile Landscape', value: 880, default_value: 880, direction: 'max', is_enabled: false },
  { label: 'Tablet Portrait', value: 1024, default_value: 1024, direction: 'max', is_enabled: true },
  { label: 'Tablet Landscape', value: 1200, default_value: 1200, direction: 'max', is_enabled: false },
  { label: 'Laptop', value: 1366, default_value: 1366, direction: 'max', is_enabled: false },
  { label: 'Widescreen', value: 2400, default_value: 2400, direction: 'min', is_enabled: false },
]

/** SPEC 3 "Page configuration object" texts. */
export const PAGE_TEXTS = {
  i18n: { added: 'Added to your cart', compare: 'Compare', loading: 'Loading...' },
  translate: {
    required_text: 'is a required field',
    invalid_text: 'Invalid',
    billing_text: 'Billing',
    shipping_text: 'Shipping',
    fg_mfp_counter_text: 'of',
  },
} as const
