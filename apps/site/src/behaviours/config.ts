import type { PageConfig } from './page-config'

/**
 * The page configuration object (SPEC 3) of the current page: `window.pageConfig`, read once from the
 * JSON the layout puts in `<script id="page-config" type="application/json">` (the same object the
 * booking feature's form-token.ts keeps its fresh `nonce` in). `page_permalink` is this page's
 * canonical address (or, without one, its origin and path), refreshed on every read because
 * client-side navigations keep the object.
 */
export function pageConfig(): PageConfig | null {
  const w = window as unknown as { pageConfig?: PageConfig }
  if (!w.pageConfig?.behaviours) {
    const el = document.getElementById('page-config')
    if (!el?.textContent) return null
    try {
      w.pageConfig = {
        ...(JSON.parse(el.textContent) as PageConfig),
        ...(w.pageConfig?.nonce ? { nonce: w.pageConfig.nonce } : {}),
      }
    } catch {
      return null
    }
  }
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href
  w.pageConfig.page_permalink = canonical || location.origin + location.pathname
  return w.pageConfig
}
