import type { PageConfig } from '../behaviours/page-config'

declare global {
  interface Window {
    pageConfig?: PageConfig
  }
}

/** The page configuration object of this page (`window.pageConfig`), read once from the page's JSON. */
export function pageConfigObject(): PageConfig {
  if (!window.pageConfig) {
    let parsed: Partial<PageConfig> = {}
    try {
      parsed = JSON.parse(document.getElementById('page-config')?.textContent || '{}') as Partial<PageConfig>
    } catch {
      parsed = {}
    }
    window.pageConfig = { ajaxurl: '/api/ajax', nonce: '', ...parsed } as PageConfig
    window.pageConfig.page_permalink = location.origin + location.pathname
  }
  return window.pageConfig
}

let once: Promise<string> | null = null

/**
 * SPEC 7 "Nonce refresh": once per page, POST {ajaxurl} with action=eael_get_token; the answer's
 * data.nonce is stored in the page configuration object. Later calls reuse the same promise.
 */
export function refreshFormToken(): Promise<string> {
  once ??= (async () => {
    const cfg = pageConfigObject()
    try {
      const res = await fetch(cfg.ajaxurl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ action: 'eael_get_token' }),
        credentials: 'same-origin',
      })
      const body = (await res.json()) as { success?: boolean; data?: { nonce?: string } }
      if (body.success && typeof body.data?.nonce === 'string') cfg.nonce = body.data.nonce
    } catch {
      // offline: the form's submit answers with a clear error and a fresh token
    }
    return cfg.nonce
  })()
  return once
}

/** Headers carrying the form token (waits for the page's token fetch if it is still running). */
export async function tokenHeaders(json = true): Promise<Record<string, string>> {
  await refreshFormToken()
  return { ...(json ? { 'Content-Type': 'application/json' } : {}), 'X-Form-Token': pageConfigObject().nonce }
}

type ErrorBody = {
  errors?: {
    message?: string
    data?: { code?: string; nonce?: string; errors?: { path?: string; field?: string; message: string }[] } | null
  }[]
}

/** A refused token comes with a fresh one: keep it, so the visitor's next try goes through. */
export function absorbTokenError(body: unknown): boolean {
  const e = (body as ErrorBody)?.errors?.[0]
  if (e?.data?.code === 'form_token' && typeof e.data.nonce === 'string') {
    pageConfigObject().nonce = e.data.nonce
    return true
  }
  return false
}

export const errorMessage = (body: unknown, fallback: string): string =>
  (body as ErrorBody)?.errors?.[0]?.message || fallback

export const fieldErrors = (body: unknown): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const e of (body as ErrorBody)?.errors ?? [])
    for (const f of e.data?.errors ?? []) out[f.path ?? f.field ?? '_'] ??= f.message
  return out
}
