// Lost-password mails are capped like the site's other mails (issue 28, item 5): Payload's own throttle
// (one mail per account per 15 s) let about 240 mails an hour reach one inbox. At most 3 an hour to one
// account, at most RESET_REQUESTS_PER_ADDRESS_PER_HOUR requests an hour from one client address; every
// request gets the same answer, capped or not, account or not.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MAILS_PER_HOUR, RESET_REQUESTS_PER_ADDRESS_PER_HOUR } from '../../src/accounts/mail-caps'
import { issueFormToken } from '../../src/form-token/server'
import { outboxDir } from '../../src/lib/email'
import { resetLimitStore } from '../../src/lib/rate-limit'
import { decodeMail } from './mail-helpers'
import { testPayload } from './payload'

let payload: Payload
const stamp = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`
const savedTrust = process.env.TRUST_PROXY
const PASSWORD = 'Travel-2026-ok'
let n = 0
const freshAddress = () => `100.80.${Math.floor(++n / 250)}.${n % 250}`

beforeAll(async () => {
  payload = await testPayload()
  process.env.TRUST_PROXY = '1' // the test is the proxy: its X-Forwarded-For entry is the visitor
  await resetLimitStore()
})
afterAll(() => {
  if (savedTrust === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = savedTrust
})

async function forgot(collection: 'customers' | 'users', email: string, address = freshAddress()) {
  const { default: config } = await import('../../src/payload.config')
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api/${collection}/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, 'X-Form-Token': issueFormToken() },
      body: JSON.stringify({ email }),
    }),
  })
  return { status: res.status, json: (await res.json()) as unknown }
}

function mailsTo(to: string): string[] {
  if (!fs.existsSync(outboxDir())) return []
  return fs
    .readdirSync(outboxDir())
    .map((f) => decodeMail(fs.readFileSync(path.join(outboxDir(), f), 'utf8')))
    .filter((m) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(m))
}

/** Payload's own 15-second throttle passed (as if the requests were spread over the hour). */
const after15s = (collection: 'customers' | 'users', email: string) =>
  payload.db.updateOne({
    collection,
    where: { email: { equals: email } },
    data: { resetPasswordRequestedAt: null },
  })

describe.each(['customers', 'users'] as const)('lost-password mails of %s', (collection) => {
  const account = async (tag: string) => {
    const email = `${tag}-${collection}-${stamp}@example.com`
    await payload.create({
      collection,
      data: { email, password: PASSWORD, ...(collection === 'users' ? { roles: ['editor'] } : {}) } as never,
    })
    return email
  }

  it(`reach one account ${ACCOUNT_MAILS_PER_HOUR} times an hour at most, from any number of addresses; the same answer every time`, async () => {
    const victim = await account('victim')
    const answers = []
    for (let i = 0; i < ACCOUNT_MAILS_PER_HOUR + 3; i++) {
      answers.push(await forgot(collection, victim))
      await after15s(collection, victim)
    }
    expect(mailsTo(victim).length).toBe(ACCOUNT_MAILS_PER_HOUR)
    // an email without an account, capped or not: the very same answer
    const nobody = `nobody-${collection}-${stamp}@example.com`
    for (let i = 0; i < ACCOUNT_MAILS_PER_HOUR + 1; i++) answers.push(await forgot(collection, nobody))
    expect(answers[0]!.status).toBe(200)
    for (const a of answers) expect(a).toEqual(answers[0])
    expect(mailsTo(nobody)).toEqual([])
  })

  it(`come from one client address for ${RESET_REQUESTS_PER_ADDRESS_PER_HOUR} requests an hour at most, whoever they are for`, async () => {
    const address = freshAddress()
    const victims: string[] = []
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS_PER_HOUR + 2; i++) victims.push(await account(`many-${i}`))
    const answers = []
    for (const v of victims) answers.push(await forgot(collection, v, address))
    for (const a of answers) expect(a).toEqual(answers[0])
    const mailed = victims.filter((v) => mailsTo(v).length > 0)
    expect(mailed).toEqual(victims.slice(0, RESET_REQUESTS_PER_ADDRESS_PER_HOUR))
    // another address still gets its mail through
    await forgot(collection, victims.at(-1)!)
    expect(mailsTo(victims.at(-1)!).length).toBe(1)
  })
})
