// Every spec's `test` and `expect`: Playwright's, with one change to `page`. A page with a hero image
// starts Next.js's scripts only once that image is painted (src/lib/page-scripts.mjs), which is after
// the load event that page.goto waits for; a test that clicked a menu, a tab or the account entry right
// after goto acted on server-rendered markup whose handlers were not attached yet, a few milliseconds
// faster than any visitor. So goto, reload, goBack and goForward (with the default waitUntil 'load')
// also wait until the page's scripts have started (window.next) when the page has that loader
// (<script id="scripts-after-hero">).
// Tests about the loader itself pass waitUntil 'commit' or 'domcontentloaded' and wait themselves.
// And each test is a visitor of its own: its page and its `request` send an X-Forwarded-For address of
// their own (the suite is the one proxy in front of the site, TRUST_PROXY=1 in global-setup.ts), so the
// per-address limits (failed logins, sign-ups, guest carts) count each test apart, as they would each
// visitor. All from 127.0.0.1, the login tests' deliberate failures used up the address's 20 a quarter
// of an hour and later tests' logins were refused ("Too many failed logins from your network").
import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

async function scriptsStarted(page: Page) {
  await page
    .waitForFunction(
      () =>
        typeof (window as unknown as { next?: { version?: string } }).next?.version === 'string' ||
        !document.getElementById('scripts-after-hero'),
      null,
      { timeout: 10_000 },
    )
    .catch(() => {}) // a page that closed or navigated on: the test's own checks say what went wrong
}

let addresses = 0
/** A client address no other test uses (10.0.0.0/8, the worker's own /16). */
export function newAddress(): string {
  addresses++
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
  return `10.${worker + 100}.${(addresses >> 8) & 255}.${addresses & 255}`
}

export const test = base.extend({
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': newAddress() })
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false)
      for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>
        ;(page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
          const response = await original(...args)
          const options = args.find((a) => a && typeof a === 'object') as { waitUntil?: string } | undefined
          if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle')
            await scriptsStarted(page)
          return response
        }
      }
    await use(page)
  },
})
