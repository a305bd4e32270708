import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from './fixtures'
import { chatSettings } from '../../src/chat/settings'
import type { SiteSetting } from '../../src/payload-types'
import { doc, p } from '../../src/seed/lexical'
import { adminToken } from './helpers'

/**
 * Chat and tracking settings live in the site-settings global, shared by every test. A test that
 * changes them holds a lock (a folder, created atomically) across workers and projects, and the
 * original settings come back when it ends.
 */
const lockDir = () => path.join(os.tmpdir(), `chat-settings-${path.basename(process.env.E2E_DATA_DIR || 'e2e')}.lock`)

async function lock() {
  const dir = lockDir()
  for (let i = 0; ; i++) {
    try {
      fs.mkdirSync(dir)
      return
    } catch {
      const age = Date.now() - (fs.statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > 180_000) fs.rmSync(dir, { recursive: true, force: true })
      await new Promise((r) => setTimeout(r, 250))
    }
  }
}

type Groups = { chat?: Record<string, unknown>; tracking?: Record<string, unknown> }

async function saveSettings(request: APIRequestContext, token: string, data: Groups) {
  const res = await request.post('/api/globals/site-settings', { data, headers: { Authorization: `JWT ${token}` } })
  expect(res.ok(), await res.text()).toBeTruthy()
  const saved = (await res.json()) as { result?: SiteSetting } & SiteSetting
  await untilVisitorsSee(saved.result ?? saved)
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The chat widget's settings in a page's HTML (`data-settings`), or null when the page has none. */
export const widgetSettingsIn = (html: string): unknown => {
  const m = /class="joinchat[^"]*" data-settings="([^"]*)"/.exec(html)
  return m ? JSON.parse(decode(m[1]!)) : null
}

/**
 * Waits until a visitor (no cookies) gets a home page with exactly these settings: what an editor
 * expects of a publish. The site revalidates at once and once more 2 s later (lib/revalidate.ts), for
 * a page a render in flight stored stale; without that second one this could wait an hour.
 */
async function untilVisitorsSee(site: SiteSetting) {
  const want = chatSettings(site)
  const visitor = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL })
  try {
    await expect
      .poll(async () => widgetSettingsIn(await (await visitor.get('/')).text()), {
        timeout: 15_000,
        intervals: [200, 300, 500],
      })
      .toEqual(want)
  } finally {
    await visitor.dispose()
  }
}

/** Fast defaults for tests: no delays, one message bubble and a note, no tracking ids. */
export const baseChat = {
  telephone: '+351 910 000 001',
  message: 'Hello! I have a question.\nTour reference: {SKU}',
  whatsappWeb: false,
  mobileOnly: false,
  buttonDelay: 0,
  messageDelay: 0,
  messageViews: 1,
  messageBadge: false,
  tooltip: 'Questions? Chat with us',
  header: 'Sunway Tours',
  cta: 'Open chat',
  optIn: '',
  optInRequired: false,
  qr: true,
  bubbles: [
    { text: doc(p('Olá! How can we help you?')), note: false },
    { text: doc(p('Asking about tour {SKU}? Tell us your dates.')), note: false },
    { text: doc(p('We answer within an hour.')), note: true },
  ],
  analytics: { eventName: 'generate_lead', adsSendTo: '', dataLayer: 'dataLayer' },
}
export const noTracking = { ga4Id: '', adsId: '', fbPixelId: '', consentRequired: true, formPixelEvent: 'Lead' }
export const bubbles = (...texts: string[]) => texts.map((t) => ({ text: doc(p(t)), note: false }))

export const test = base.extend<{ settings: (g: Groups) => Promise<void> }>({
  settings: async ({ request }, use) => {
    let original: Groups | null = null
    let token = ''
    await use(async (groups) => {
      if (!original) {
        await lock()
        token = await adminToken(request)
        const res = await request.get('/api/globals/site-settings?depth=0', {
          headers: { Authorization: `JWT ${token}` },
        })
        const cur = (await res.json()) as Groups
        original = { chat: cur.chat, tracking: cur.tracking }
      }
      await saveSettings(request, token, {
        chat: {
          ...baseChat,
          ...groups.chat,
          analytics: { ...baseChat.analytics, ...(groups.chat?.analytics as object) },
        },
        tracking: { ...noTracking, ...groups.tracking },
      })
    })
    if (original) {
      try {
        await saveSettings(request, token, original)
      } finally {
        fs.rmSync(lockDir(), { recursive: true, force: true })
      }
    }
  },
})
export { expect }

/**
 * Recording stand-ins for gtag, fbq and the data layer (test doubles, installed before the page's
 * scripts), and every request to the tag hosts answered locally and recorded.
 */
export async function recordTracking(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>
    // plain copies; a Date argument (gtag('js', new Date())) is recorded as 'Date'
    const copy = (args: unknown) =>
      JSON.parse(JSON.stringify(Array.isArray(args) ? args.map((a) => (a instanceof Date ? 'Date' : a)) : args))
    const calls = { gtag: [] as unknown[], fbq: [] as unknown[], dataLayer: [] as unknown[] }
    w.__calls = calls
    w.gtag = function () {
      // eslint-disable-next-line prefer-rest-params
      calls.gtag.push(copy(Array.from(arguments)))
    }
    w.fbq = function () {
      // eslint-disable-next-line prefer-rest-params
      calls.fbq.push(copy(Array.from(arguments)))
    }
    const dl: unknown[] = []
    dl.push = (...items: unknown[]) => {
      for (const i of items) calls.dataLayer.push(copy(i))
      return Array.prototype.push.apply(dl, items)
    }
    w.dataLayer = dl
  })
  const tagRequests: string[] = []
  await page.route(/googletagmanager\.com|connect\.facebook\.net|google-analytics\.com|facebook\.com\/tr/, (route) => {
    tagRequests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' })
  })
  return {
    tagRequests,
    calls: () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              __calls: { gtag: unknown[][]; fbq: unknown[][]; dataLayer: Record<string, unknown>[] }
            }
          ).__calls,
      ),
  }
}

/** WhatsApp answered locally; returns the URLs of the windows the widget opens. */
export async function recordWhatsApp(context: BrowserContext) {
  const opened: string[] = []
  await context.route(/^https:\/\/(wa\.me|web\.whatsapp\.com|api\.whatsapp\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  )
  context.on('page', (p) => {
    const i = opened.push(p.url()) - 1
    p.waitForLoadState('domcontentloaded').then(
      () => {
        opened[i] = p.url()
      },
      () => {},
    )
  })
  return opened
}

/** The widget's settings, as the page received them (JSON in `data-settings`). */
export const widgetSettings = (page: Page) =>
  page
    .locator('.joinchat')
    .getAttribute('data-settings')
    .then((s) => JSON.parse(s ?? '{}') as { message_hash: string; telephone: string })

/** Records the detail of each `joinchat:open` event the page sees. */
export async function recordOpenEvents(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __opens: unknown[] }
    w.__opens = []
    window.addEventListener('joinchat:open', (e) => w.__opens.push((e as CustomEvent).detail))
  })
  return () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __opens: { link: string; chat_channel: string; chat_id: string; chat_message: string }[]
          }
        ).__opens,
    )
}

export const chatButton = (page: Page) => page.getByRole('button', { name: /^Chat on WhatsApp/ })
export const chatbox = (page: Page) => page.getByRole('dialog', { name: 'Sunway Tours' })
