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
import { siteUrl } from '../../src/lib/preview'
import { decodeMail } from './mail-helpers'
import { testPayload } from './payload'

// Many registrations from one test process: the per-address registration limit is not what is tested here.
process.env.REGISTER_LIMIT_PER_HOUR = '100'

let payload: Payload
const PASSWORD = 'Travel-2026-ok'
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${crypto.randomBytes(3).toString('hex')}@example.com`

async function post(
  path: string,
  body: unknown,
  token: string | null = issueFormToken(),
  extra: Record<string, string> = {},
) {
  const { default: config } = await import('../../src/payload.config')
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Forwarded-For': `10.${crypto.randomInt(250)}.${crypto.randomInt(250)}.1`,
    ...extra,
  }
  if (token) headers['X-Form-Token'] = token
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  })
  return { status: res.status, json: (await res.json()) as any }
}

const subjectOf = (mail: string) => /^Subject: (.*)$/m.exec(mail)?.[1]
function mailsTo(to: string): string[] {
  if (!fs.existsSync(outboxDir())) return []
  return fs
    .readdirSync(outboxDir())
    .sort()
    .map((f) => decodeMail(fs.readFileSync(path.join(outboxDir(), f), 'utf8')))
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

describe('the account answers come in the language of the page that sent the form (issue 19)', () => {
  const pt = { Referer: 'http://localhost:3000/pt/conta' }
  it('refuses a stale form token, a wrong password and a weak one in Portuguese for a /pt/ page', async () => {
    const email = uniqueEmail('pt')
    await payload.create({ collection: 'customers', data: { email, password: PASSWORD } })
    const stale = issueFormToken(Date.now() - 13 * 60 * 60 * 1000)
    const token = await post('/api/customers/login', { email, password: PASSWORD }, stale, pt)
    expect(token.status).toBe(403)
    expect(token.json.errors[0].message).toMatch(/formulário/)
    expect(token.json.errors[0].data.code).toBe('form_token')
    const reset = await post('/api/customers/reset-password', { token: 'x', password: 'Brand-new-pass-77' }, stale, pt)
    expect(reset.json.errors[0].message).toBe(token.json.errors[0].message)
    const wrong = await post('/api/customers/login', { email, password: 'Wrong-pass-2026' }, undefined, pt)
    expect(wrong.status).toBe(401)
    expect(wrong.json.errors[0].message).toBe('O email ou a palavra-passe estão incorretos.')
    const weak = await post('/api/customers?locale=pt', { email: uniqueEmail('weak'), password: 'short' })
    expect(weak.status).toBe(400)
    expect(weak.json.errors[0].message).toMatch(/palavra-passe/)
    const made = await post('/api/customers', { email: uniqueEmail('ok'), password: PASSWORD }, undefined, pt)
    expect(made.status).toBe(201)
    expect(made.json.message).toMatch(/^Obrigado!/)
  })

  it("takes the popup's ?locale= on Payload's own endpoints (customers have no localized fields)", async () => {
    const email = uniqueEmail('ptq')
    await payload.create({ collection: 'customers', data: { email, password: PASSWORD } })
    const ok = await post('/api/customers/login?locale=pt', { email, password: PASSWORD })
    expect(ok.status).toBe(200)
    expect(ok.json.user.email).toBe(email)
    expect((await post('/api/customers/forgot-password?locale=de', { email })).status).toBe(200)
    const dead = await post('/api/customers/reset-password?locale=fr', { token: 'dead', password: 'Brand-new-pass-77' })
    expect(dead.status).toBe(403)
    expect(dead.json.errors[0].message).toMatch(/n’est plus valable/)
  })

  it('keeps the English answers on an English page', async () => {
    const stale = issueFormToken(Date.now() - 13 * 60 * 60 * 1000)
    const en = { Referer: 'http://localhost:3000/account' }
    const token = await post('/api/customers/login', { email: uniqueEmail('en'), password: PASSWORD }, stale, en)
    expect(token.json.errors[0].message).toBe(FORM_TOKEN_ERROR)
  })
})

describe('the account mails come in the language of the page that sent the form (issue 19)', () => {
  const popup = 'popup-selector=%23account-popup-trigger'
  it('welcomes a new account and tells the owner of a taken address in the visitor’s language', async () => {
    const fresh = uniqueEmail('ptmail')
    const made = await post('/api/customers', { email: fresh, password: PASSWORD }, undefined, {
      Referer: 'http://localhost:3000/pt/conta',
    })
    expect(made.status).toBe(201)
    const [welcome] = mailsTo(fresh)
    expect(subjectOf(welcome!)).toBe('A sua conta Sunway Tours')
    expect(welcome).toContain('A sua conta Sunway Tours está pronta.')
    expect(welcome).toContain(`${siteUrl()}/pt/conta `)
    expect(welcome).not.toMatch(/Hello|account is ready/)

    const taken = uniqueEmail('demail')
    await payload.create({ collection: 'customers', data: { email: taken, password: PASSWORD } })
    expect((await post('/api/customers?locale=de', { email: taken, password: 'Another-pass-2026' })).status).toBe(201)
    const [notice] = mailsTo(taken)
    expect(subjectOf(notice!)).toBe('Sie haben bereits ein Sunway-Tours-Konto')
    expect(notice).toContain('Sie haben damit bereits ein Konto')
    expect(notice).toContain(`${siteUrl()}/de/konto?${popup}&eael-lostpassword=1`)
    expect(notice).not.toMatch(/Hello|You already have/)
  })

  it('writes the lost-password mail in the visitor’s language, its link to that language’s account page', async () => {
    const fr = uniqueEmail('frreset')
    await payload.create({ collection: 'customers', data: { email: fr, password: PASSWORD } })
    expect((await post('/api/customers/forgot-password?locale=fr', { email: fr })).status).toBe(200)
    const [mail] = mailsTo(fr)
    expect(subjectOf(mail!)).toBe('Réinitialisez votre mot de passe Sunway Tours')
    expect(mail).toContain('Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Sunway Tours.')
    expect(mail).toMatch(
      new RegExp(`href="${siteUrl()}/fr/compte\\?${popup}&#38;eael-resetpassword=1&#38;key=[a-f0-9]+"`),
    )

    const pt = uniqueEmail('ptreset')
    await payload.create({ collection: 'customers', data: { email: pt, password: PASSWORD } })
    await post('/api/customers/forgot-password', { email: pt }, undefined, { Referer: 'http://localhost:3000/pt/x' })
    expect(subjectOf(mailsTo(pt)[0]!)).toBe('Reponha a sua palavra-passe Sunway Tours')
  })

  it('keeps the English mails word for word on an English page', async () => {
    const email = uniqueEmail('enreset')
    await payload.create({ collection: 'customers', data: { email, password: PASSWORD } })
    expect((await post('/api/customers/forgot-password', { email })).status).toBe(200)
    expect(subjectOf(mailsTo(email)[0]!)).toBe('Reset your Sunway Tours password')
    // imported here: at the top it would load guard.ts before REGISTER_LIMIT_PER_HOUR above is set
    const { Customers } = await import('../../src/accounts/customers')
    const forgot = Customers.auth as { forgotPassword: { generateEmailHTML: (a: unknown) => Promise<string> } }
    const req = { url: 'http://localhost:3000/api/customers/forgot-password', headers: new Headers() }
    const link = `${siteUrl()}/account?${popup}&#38;eael-resetpassword=1&#38;key=abc`
    expect(await forgot.forgotPassword.generateEmailHTML({ req, token: 'abc' })).toBe(
      `<p>Hello,</p><p>Someone asked to reset the password of your Sunway Tours account. If it was you, choose a new password here (the link works once, for one hour):</p><p><a href="${link}">${link}</a></p><p>If it was not you, ignore this email: your password stays the same.</p>`,
    )
    const { registrationMail } = await import('../../src/accounts/mails')
    const site = siteUrl()
    expect(await registrationMail('welcome', 'en')).toMatchObject({
      subject: 'Your Sunway Tours account',
      text: `Hello,\n\nYour Sunway Tours account is ready. Log in at ${site}/account with this email and the password you chose.\n\nIf you did not create it, ignore this email, or write to us and we delete it.`,
    })
    expect(await registrationMail('taken', 'en')).toMatchObject({
      subject: 'You already have a Sunway Tours account',
      text: `Hello,\n\nSomeone (perhaps you) tried to create a Sunway Tours account with this email address. You already have an account with it, so nothing was changed and no new account was made.\n\nIf it was you: log in at ${site}/account, or choose a new password here: ${site}/account?${popup}&eael-lostpassword=1\n\nIf it was not you, ignore this email: your account and password stay as they were.`,
    })
  })
})
