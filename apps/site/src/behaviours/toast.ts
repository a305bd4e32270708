import type { PageConfig } from './page-config'

let timer: ReturnType<typeof setTimeout> | undefined

/**
 * SPEC 4 "Toast notification": puts the text found under `key` in the site-wide settings object into
 * the notification (a polite live region, so screen readers announce it), shows it, and hides it
 * after the configured time (3000 ms). Unknown keys show nothing.
 */
export function show(cfg: PageConfig, key: string): boolean {
  const text = (cfg.messages as Record<string, string | undefined>)[key]
  return text ? showText(cfg, text) : false
}

/** Shows a text given by the page itself (the shop's "Added to your cart") in the same notification. */
export function showText(cfg: PageConfig, text: string): boolean {
  const el = document.querySelector<HTMLElement>('[data-toast]')
  if (!text || !el) return false
  el.textContent = text
  el.classList.add('is-shown')
  clearTimeout(timer)
  timer = setTimeout(() => el.classList.remove('is-shown'), cfg.behaviours.toast.durationMs)
  return true
}
