// The first administrator (issue 15, item 16): on the local demo the first visit to /admin creates it;
// on a deployment the create-first-user form needs the setup token printed in the server log, or the
// operator runs `npm run create-admin`.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { issueFormToken } from '../../src/form-token/server'
import { testPayload } from './payload'

let payload: Payload
const saved = { SITE_URL: process.env.SITE_URL, NODE_ENV: process.env.NODE_ENV }
type FirstAdmin = typeof import('../../src/admin/first-admin')
let fa: FirstAdmin

async function post(path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const { default: config } = await import('../../src/payload.config')
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  })
  return { status: res.status, json: (await res.json()) as any, setCookie: res.headers.get('set-cookie') ?? '' }
}

const firstRegister = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post('/api/users/first-register', body, headers)

/** A visitor's session: registered and logged in through the site's own REST routes, as a browser does. */
async function visitorSession(email: string) {
  const password = 'Visitor-pass-2026'
  const made = await post('/api/customers', { email, password }, { 'X-Form-Token': issueFormToken() })
  expect(made.status).toBe(201)
  const login = await post('/api/customers/login', { email, password }, { 'X-Form-Token': issueFormToken() })
  expect(login.status).toBe(200)
  expect(login.json.user.collection).toBe('customers')
  const token = String(login.json.token)
  expect(login.setCookie).toContain(`payload-token=${token}`)
  return { token }
}

async function staffSession(email: string, password: string) {
  const login = await post('/api/users/login', { email, password })
  expect(login.status).toBe(200)
  return String(login.json.token)
}

/** A fresh deployment: no staff account. */
const noStaff = () => payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })

beforeAll(async () => {
  payload = await testPayload()
  fa = await import('../../src/admin/first-admin')
})

afterAll(() => {
  process.env.SITE_URL = saved.SITE_URL
  if (saved.SITE_URL === undefined) delete process.env.SITE_URL
})

describe('first administrator', () => {
  it('a deployment is any SITE_URL off this machine, or production without SITE_URL; the launcher’s demo is not', () => {
    const required = (env: Record<string, string>) => fa.adminSetupRequired(env as NodeJS.ProcessEnv)
    expect(required({ SITE_URL: 'https://tours.example.com' })).toBe(true)
    expect(required({ SITE_URL: 'http://203.0.113.5:3000', NODE_ENV: 'production' })).toBe(true)
    expect(required({ NODE_ENV: 'production' })).toBe(true)
    expect(required({ SITE_URL: 'http://localhost:3000', NODE_ENV: 'production' })).toBe(false) // npm start
    expect(required({ SITE_URL: 'http://127.0.0.1:41234', NODE_ENV: 'production' })).toBe(false) // the e2e launcher
    expect(required({ SITE_URL: 'http://[::1]:3000' })).toBe(false)
    expect(required({ NODE_ENV: 'development' })).toBe(false)
  })

  it('on a deployment, the first visitor of /admin cannot make themselves administrator without the logged setup token', async () => {
    process.env.SITE_URL = 'https://tours.example.com'
    await noStaff()
    const logged: Record<string, unknown>[] = []
    await fa.announceAdminSetup(payload, (l) => logged.push(l))
    expect(logged).toHaveLength(1)
    const token = String(logged[0]!.setupToken)
    expect(token.length).toBeGreaterThanOrEqual(24)
    expect(String(logged[0]!.msg)).toMatch(/setup token/)

    const bare = await firstRegister({ email: 'intruder@example.com', password: 'Intruder-pass-2026' })
    expect(bare.status).toBe(403)
    expect(bare.json.errors[0].message).toMatch(/setup token/)
    const wrong = await firstRegister({
      email: 'intruder@example.com',
      password: 'Intruder-pass-2026',
      setupToken: 'guess',
    })
    expect(wrong.status).toBe(403)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)

    const ok = await firstRegister({ email: 'owner@example.com', password: 'Owner-pass-2026', setupToken: token })
    expect(ok.status).toBe(200)
    const owner = await payload.find({ collection: 'users', where: { email: { equals: 'owner@example.com' } } })
    expect(owner.docs[0]!.roles).toEqual(['admin'])
    expect(JSON.stringify(owner.docs[0])).not.toContain(token) // never stored
    // once there is an administrator, the token opens nothing, and nothing more is printed
    expect(
      (await firstRegister({ email: 'late@example.com', password: 'Late-pass-2026', setupToken: token })).status,
    ).toBe(403)
    logged.length = 0
    await fa.announceAdminSetup(payload, (l) => logged.push(l))
    expect(logged).toEqual([])
  })

  it("on a deployment, a visitor's own account (a customer, logged in) cannot make itself the first administrator", async () => {
    process.env.SITE_URL = 'https://tours.example.com'
    await noStaff()
    const warn = vi.spyOn(payload.logger, 'warn')
    const info = vi.spyOn(payload.logger, 'info')
    try {
      const { token } = await visitorSession(`visitor-${Date.now()}@example.com`)
      const attempt = { email: 'visitor-admin@example.com', password: 'Visitor-admin-2026' }
      for (const headers of [{ Authorization: `JWT ${token}` }, { Cookie: `payload-token=${token}` }]) {
        const res = await firstRegister(attempt, headers)
        expect(res.status).toBe(403)
        expect(res.json.errors[0].message).toMatch(/setup token/)
        expect(res.json.user).toBeUndefined()
      }
      // the customers' create (the registration form) does not reach the staff collection either
      expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
      const refusals = warn.mock.calls.filter(([l]) => /first administrator refused/.test(String((l as any)?.msg)))
      expect(refusals.length).toBe(2)
      expect(JSON.stringify(refusals)).toContain('customers') // says who tried

      // the operator, with the token, still creates it; a staff session then makes colleagues, not first admins
      const token2 = fa.adminSetupToken()
      const ok = await firstRegister({ email: 'boss@example.com', password: 'Boss-pass-2026', setupToken: token2 })
      expect(ok.status).toBe(200)
      expect(ok.json.user.roles).toEqual(['admin'])
      expect(info.mock.calls.some(([l]) => /first administrator created/.test(String((l as any)?.msg)))).toBe(true)
      const boss = await staffSession('boss@example.com', 'Boss-pass-2026')
      expect((await firstRegister(attempt, { Authorization: `JWT ${boss}` })).status).toBe(403) // one first admin
      const colleague = await post(
        '/api/users',
        { email: 'editor@example.com', password: 'Editor-pass-2026', roles: ['editor'] },
        { Authorization: `JWT ${boss}` },
      )
      expect(colleague.status).toBe(201)
      expect(colleague.json.doc.roles).toEqual(['editor'])
      // an editor (staff, not administrator) cannot add staff
      const editor = await staffSession('editor@example.com', 'Editor-pass-2026')
      const byEditor = await post(
        '/api/users',
        { email: 'x@example.com', password: 'Xx-pass-2026-ok', roles: ['admin'] },
        { Authorization: `JWT ${editor}` },
      )
      expect(byEditor.status).toBe(403)
      // and the visitor, now that staff exists, still cannot
      expect(
        (await post('/api/users', { ...attempt, roles: ['admin'] }, { Authorization: `JWT ${token}` })).status,
      ).toBe(403)
      expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(2)
    } finally {
      warn.mockRestore()
      info.mockRestore()
    }
  })

  it('on a deployment without staff, no logged-in account of any kind skips the token, with no user either', async () => {
    process.env.SITE_URL = 'https://tours.example.com'
    await noStaff()
    // a visitor with a session posting to the staff create route directly (not first-register)
    const { token } = await visitorSession(`visitor2-${Date.now()}@example.com`)
    const direct = await post(
      '/api/users',
      { email: 'direct@example.com', password: 'Direct-pass-2026', roles: ['admin'] },
      { Authorization: `JWT ${token}` },
    )
    expect(direct.status).toBe(403)
    // a server-side call made for that visitor (as the admin's views make them) is checked too
    const visitor = (await payload.find({ collection: 'customers', where: { email: { like: 'visitor2-' } } })).docs[0]!
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'local@example.com', password: 'Local-pass-2026' } as never,
        user: { ...visitor, collection: 'customers' },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/setup token/)
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('on the local demo the first visit still creates the administrator, no token asked', async () => {
    process.env.SITE_URL = 'http://localhost:3000'
    await noStaff()
    const logged: unknown[] = []
    await fa.announceAdminSetup(payload, (l) => logged.push(l))
    expect(logged).toEqual([])
    const res = await firstRegister({ email: 'demo@example.com', password: 'Demo-pass-2026' })
    expect(res.status).toBe(200)
    expect(
      (await payload.find({ collection: 'users', where: { email: { equals: 'demo@example.com' } } })).docs[0]!.roles,
    ).toEqual(['admin'])
  })

  it('`npm run create-admin` creates an administrator in the configured database, and resets one (new password, unlocked)', async () => {
    const root = path.resolve(__dirname, '../../../..')
    // Asynchronous: a synchronous child blocks this test worker's event loop, and past a minute (a busy
    // machine) vitest's own worker RPC times out ("Timeout calling onTaskUpdate") and fails the run.
    const run = (password: string) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [path.join(root, 'scripts/create-admin.mjs')], {
          cwd: root,
          env: {
            ...process.env,
            ADMIN_EMAIL: 'Ops@Example.com',
            ADMIN_PASSWORD: password,
            NODE_ENV: 'production',
            LOG_LEVEL: 'warn',
          },
          timeout: 180_000,
        })
        let stdout = ''
        let stderr = ''
        child.stdout.on('data', (d) => (stdout += d))
        child.stderr.on('data', (d) => (stderr += d))
        child.on('close', (status) => resolve({ status, stdout, stderr }))
      })
    const weak = await run('short')
    expect(weak.status).not.toBe(0)
    expect(weak.stderr + weak.stdout).toMatch(/at least 12 characters/)

    const made = await run('Ops-first-pass-2026')
    expect(made.status, made.stderr + made.stdout).toBe(0)
    expect(made.stdout).toMatch(/administrator ops@example\.com created/)
    await expect(
      payload.login({ collection: 'users', data: { email: 'ops@example.com', password: 'Ops-first-pass-2026' } }),
    ).resolves.toBeTruthy()

    // locked out (or forgotten): the same command sets a new password and unlocks
    await payload.update({
      collection: 'users',
      where: { email: { equals: 'ops@example.com' } },
      data: { lockUntil: new Date(Date.now() + 3_600_000).toISOString(), loginAttempts: 9, roles: ['editor'] } as never,
      overrideAccess: true,
    })
    const reset = await run('Ops-second-pass-2026')
    expect(reset.status, reset.stderr + reset.stdout).toBe(0)
    expect(reset.stdout).toMatch(/administrator ops@example\.com updated/)
    const user = (
      await payload.login({ collection: 'users', data: { email: 'ops@example.com', password: 'Ops-second-pass-2026' } })
    ).user as { roles?: string[] }
    expect(user.roles).toContain('admin')
    await expect(
      payload.login({ collection: 'users', data: { email: 'ops@example.com', password: 'Ops-first-pass-2026' } }),
    ).rejects.toThrow()
  }, 240_000)
})
