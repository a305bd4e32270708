#!/usr/bin/env node
// bench/pages/chat-js: the JavaScript the chat widget adds to a page before any interaction
// (gzip), against the 8 KB budget. Each page loads in Chromium with the demo chat on and again with
// the chat off (telephone cleared); the difference is the widget's cost. The chunks that hold the
// widget's code are listed too, and what loads later (chatbox, bubbles, QR code) on the first click.
// NEXT_DIST_DIR=.next-test reuses the tests' build (npm test -- build) instead of building .next-bench.
import zlib from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs'
import { buildIfNeeded, migrate, seed, startStack } from '../../scripts/lib/stack.mjs'
import { throwawayEnv } from '../../scripts/lib/throwaway.mjs'
import { CHROMIUM, verdict } from '../lib/site.mjs'

const BUDGET_KB = 8
const PAGES = [
  ['home', '/'],
  ['tour', '/tours/azores-island-hopping'],
]
const MARKER = 'joinchat_views' // a string only the widget's first chunk contains

const distDir = process.env.NEXT_DIST_DIR || '.next-bench'
const { env, cleanup } = await throwawayEnv({
  name: 'bench-chat',
  distDir,
  buildDbId: distDir === '.next-test' ? 'demo-seed' : 'bench-demo-seed',
})
const write = process.stdout.write.bind(process.stdout)
process.stdout.write = () => true // the launcher's JSON log lines
let stack
try {
  await migrate(env)
  await seed(env)
  await buildIfNeeded(env)
  stack = await startStack(env)
} finally {
  process.stdout.write = write
}
const url = env.SITE_URL
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length
const kb = (n) => (n / 1024).toFixed(2).padStart(6)

async function admin() {
  const user = { email: `bench-${Date.now()}@example.com`, password: `Bench-${Math.random().toString(36).slice(2)}A1` }
  const r = await fetch(`${url}/api/users/first-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...user, name: 'Bench' }),
  })
  if (!r.ok) throw new Error(`first-register: ${r.status}`)
  return (await r.json()).token
}
async function setChat(token, chat) {
  const r = await fetch(`${url}/api/globals/site-settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ chat }),
  })
  if (!r.ok) throw new Error(`settings: ${r.status}`)
}

/** Loads a page, waits for the network to settle (no interaction), returns its scripts' gzip sizes. */
async function scripts(browser, path, click = false) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const seen = new Map()
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return
    try {
      const body = await res.body()
      seen.set(res.url(), { gzip: gz(body), chat: body.includes(MARKER), phase: click ? 'after' : 'before' })
    } catch {}
  })
  await page.goto(url + path, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  const before = new Map(seen)
  let after = new Map()
  if (click) {
    await page.getByRole('button', { name: /^Chat on WhatsApp/ }).click()
    await page.getByRole('dialog').waitFor()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    after = new Map([...seen].filter(([u]) => !before.has(u)))
  }
  await context.close()
  return { before, after }
}

const sum = (m) => [...m.values()].reduce((s, v) => s + v.gzip, 0)
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS,
})
const rows = []
try {
  const token = await admin()
  const demo = await (
    await fetch(`${url}/api/globals/site-settings?depth=0`, { headers: { Authorization: `JWT ${token}` } })
  ).json()
  for (const [name, path] of PAGES) {
    await fetch(url + path)
    const on = await scripts(browser, path, true)
    await setChat(token, { ...demo.chat, telephone: '' })
    await fetch(url + path)
    const off = await scripts(browser, path)
    await setChat(token, demo.chat)
    const chatChunks = [...on.before].filter(([, v]) => v.chat)
    rows.push({ name, path, on: sum(on.before), off: sum(off.before), chunks: chatChunks, later: [...on.after] })
  }
} finally {
  await browser.close()
  await stack.stop()
  cleanup()
}

console.log(`\nbench/pages/chat-js — JavaScript the chat widget adds before interaction (gzip -9), build ${distDir}`)
for (const r of rows) {
  const added = r.on - r.off
  console.log(`\n${r.name} (${r.path})`)
  console.log(`       all JS, chat on   ${kb(r.on)} KB`)
  console.log(`       all JS, chat off  ${kb(r.off)} KB`)
  console.log(`  ${verdict(added / 1024 <= BUDGET_KB)} added by the chat ${kb(added)} KB   budget <= ${BUDGET_KB} KB`)
  for (const [u, v] of r.chunks) console.log(`       widget chunk      ${kb(v.gzip)} KB  ${new URL(u).pathname}`)
  console.log(
    `       loaded on first click (chatbox, bubbles, QR): ${kb(r.later.reduce((s, [, v]) => s + v.gzip, 0))} KB in ${r.later.length} chunk(s)`,
  )
}
