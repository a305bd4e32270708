// Visitor accounts through Payload's REST router (issue 15, items 11 and 14): registration gives the same
// answer whether or not an email has an account, and mails the owner of a taken one; a reset refused
// for a stale form token is not a dead link.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { outboxDir } from '../../src/lib/email'
import { FORM_TOKEN_ERROR, issueFormToken } from '../../src/form-token/server'
import { testPayload } from './payload'

// Many registrations from one test process: the per-address registration limit is not what is tested here.
process.env.REGISTER_LIMIT_PER_HOUR = '100'

let payload: Payload
const PASSWORD = 'Travel-2026-ok'
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${crypto.randomBytes(3).toString('hex')}@example.com`

async function post(path: string, body: unknown, token: string | null = issueFormToken()) {
  const { default: config } = await import('../../src/payload.config')
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Forwarded-For': `10.${crypto.randomInt(250)}.${crypto.randomInt(250)}.1`,
  }
  if (token) headers['X-Form-Token'] = token
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  })
  return { status: res.status, json: (await res.json()) as any }
}

const decodeQP = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
function mailsTo(to: string): string[] {
  if (!fs.existsSync(outboxDir())) return []
  return fs
    .readdirSync(outboxDir())
    .sort()
    .map((f) => decodeQP(fs.readFileSync(path.join(outboxDir(), f), 'utf8')))
    .filter((m) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(m))
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('registration does not tell whether an email has an account', () => {
  it('answers a new and a taken email the same, and mails each what happened', async () => {
    const taken = uniqueEmail('taken')
    await payload.create({ collection: 'customers', data: { email: taken, password: PASSWORD, name: 'Owner' } })
    const fresh = uniqueEmail('fresh')
    const a = await post('/api/customers', {
      email: fresh,
      password: 'Another-pass-2026',
      name: 'Phish <a href="https://evil.example">click</a>',
    })
    const b = await post('/api/customers', {
      email: taken,
      password: 'Another-pass-2026',
      name: 'Phish <a href="https://evil.example">click</a>',
    })
    expect(a.status).toBe(201)
    expect(b).toEqual(a)
    expect(JSON.stringify(a.json)).not.toMatch(/"id"|@example\.com/)
    expect(a.json.message).toMatch(/check your inbox/i)

    // the new account exists; the taken one is unchanged (its owner's password still works)
    expect((await payload.find({ collection: 'customers', where: { email: { equals: fresh } } })).totalDocs).toBe(1)
    await expect(
      payload.login({ collection: 'customers', data: { email: taken, password: PASSWORD } }),
    ).resolves.toBeTruthy()
    await expect(
      payload.login({ collection: 'customers', data: { email: taken, password: 'Another-pass-2026' } }),
    ).rejects.toThrow()

    const [welcome] = mailsTo(fresh)
    const [notice] = mailsTo(taken)
    expect(welcome).toMatch(/account is ready/)
    expect(notice).toMatch(/You already have an account with it, so nothing was changed/)
    expect(notice).toMatch(/eael-lostpassword=1/)
    // nothing the visitor typed is carried to someone else's inbox
    for (const m of [welcome, notice]) expect(m).not.toMatch(/evil\.example|Phish/)
  })

  it('still refuses a weak password or a missing form token, the same for both', async () => {
    const taken = uniqueEmail('taken2')
    await payload.create({ collection: 'customers', data: { email: taken, password: PASSWORD } })
    const weakNew = await post('/api/customers', { email: uniqueEmail('w'), password: 'abcdefghij' })
    const weakTaken = await post('/api/customers', { email: taken, password: 'abcdefghij' })
    expect(weakNew.status).toBe(400)
    expect(weakTaken).toEqual(weakNew)
    const noToken = await post('/api/customers', { email: taken, password: PASSWORD }, null)
    expect(noToken.status).toBe(403)
    expect(noToken.json.errors[0].data.code).toBe('form_token')
  })

  it('mails the owner of a taken address a few times an hour at most', async () => {
    const taken = uniqueEmail('flood')
    await payload.create({ collection: 'customers', data: { email: taken, password: PASSWORD } })
    for (let i = 0; i < 6; i++)
      expect((await post('/api/customers', { email: taken, password: 'Another-pass-2026' })).status).toBe(201)
    expect(mailsTo(taken).length).toBe(3)
  })
})

describe('a reset refused for a stale form token', () => {
  it('says the form was refreshed (not that the link is dead), gives a fresh token, and the same link then works', async () => {
    const email = uniqueEmail('reset')
    await payload.create({ collection: 'customers', data: { email, password: PASSWORD } })
    const key = await payload.forgotPassword({ collection: 'customers', data: { email }, disableEmail: true })
    const stale = issueFormToken(Date.now() - 13 * 60 * 60 * 1000)
    const refused = await post('/api/customers/reset-password', { token: key, password: 'Brand-new-pass-77' }, stale)
    expect(refused.status).toBe(403)
    expect(refused.json.errors[0].message).toBe(FORM_TOKEN_ERROR)
    expect(refused.json.errors[0].message).not.toMatch(/no longer valid/)
    const nonce = refused.json.errors[0].data.nonce
    expect(typeof nonce).toBe('string')
    const again = await post('/api/customers/reset-password', { token: key, password: 'Brand-new-pass-77' }, nonce)
    expect(again.status).toBe(200)
    await expect(
      payload.login({ collection: 'customers', data: { email, password: 'Brand-new-pass-77' } }),
    ).resolves.toBeTruthy()
    // a used link is still dead, with its own message
    const used = await post('/api/customers/reset-password', { token: key, password: 'Other-pass-2026' })
    expect(used.status).toBe(403)
    expect(used.json.errors[0].message).toMatch(/no longer valid/)
  })
})
