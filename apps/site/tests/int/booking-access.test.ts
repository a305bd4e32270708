import { accessOperation, createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { clampQuantity, stepQuantity } from '../../src/behaviours/quantity'
import { popupFromUrl, sanitizePopupSelector } from '../../src/accounts/popup-selector'
import { passwordProblems } from '../../src/accounts/guard'
import { issueFormToken, verifyFormToken } from '../../src/form-token/server'
import { testPayload } from './payload'

let payload: Payload
type Customer = { id: number; email: string; collection: 'customers' }
let alice: Customer
let bob: Customer
let aliceOrder: number
let bobOrder: number
let bobCart: number

const customer = async (email: string): Promise<Customer> => {
  const doc = await payload.create({
    collection: 'customers',
    data: { email, password: 'Travel-2026-ok', name: email },
  })
  return { ...(doc as unknown as Customer), collection: 'customers' }
}

beforeAll(async () => {
  payload = await testPayload()
  const stamp = Date.now()
  alice = await customer(`alice-${stamp}@example.com`)
  bob = await customer(`bob-${stamp}@example.com`)
  const order = (c: Customer, reference: string) =>
    payload.create({
      collection: 'orders',
      data: {
        reference,
        status: 'requested',
        customer: c.id,
        customerEmail: c.email,
        contact: { name: 'X', email: c.email },
        travellers: [{ name: 'X' }],
        amount: 100,
        currency: 'EUR',
      } as never,
    })
  aliceOrder = (await order(alice, `A-${stamp}`)).id as number
  bobOrder = (await order(bob, `B-${stamp}`)).id as number
  bobCart = (
    await payload.create({ collection: 'carts', data: { customer: bob.id, items: [], currency: 'EUR' } as never })
  ).id as number
})

describe('booking access control', () => {
  it('a customer reads only their own booking requests', async () => {
    const res = await payload.find({ collection: 'orders', user: alice, overrideAccess: false, limit: 100 })
    const ids = res.docs.map((d) => d.id)
    expect(ids).toContain(aliceOrder)
    expect(ids).not.toContain(bobOrder)
    await expect(
      payload.findByID({ collection: 'orders', id: bobOrder, user: alice, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it("a customer cannot change or create orders, nor read another customer's cart or account", async () => {
    await expect(
      payload.update({
        collection: 'orders',
        id: aliceOrder,
        data: { status: 'confirmed' } as never,
        user: alice,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'orders',
        data: { status: 'confirmed', customer: alice.id } as never,
        user: alice,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.findByID({ collection: 'carts', id: bobCart, user: alice, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.findByID({ collection: 'customers', id: bob.id, user: alice, overrideAccess: false }),
    ).rejects.toThrow()
    const own = await payload.findByID({ collection: 'customers', id: alice.id, user: alice, overrideAccess: false })
    expect(own.email).toBe(alice.email)
  })

  it('anonymous visitors read no orders', async () => {
    await expect(payload.find({ collection: 'orders', overrideAccess: false })).rejects.toThrow(/not allowed/)
  })

  it('a customer cannot reach the admin, and customers are a separate collection from users', async () => {
    const req = await createLocalReq({ user: alice as never }, payload)
    const access = await accessOperation({ req })
    expect(access.canAccessAdmin ?? false).toBe(false) // Payload leaves out a false permission
    expect(payload.config.admin.user).toBe('users')
    const users = await payload.find({
      collection: 'users',
      where: { email: { equals: alice.email } },
      overrideAccess: true,
    })
    expect(users.totalDocs).toBe(0)
    // a customer whose id equals a staff user's id still reads and changes no staff account
    const staff = await payload.create({
      collection: 'users',
      data: { email: `staff-${Date.now()}@example.com`, password: 'Staff-pass-2026', roles: ['editor'] } as never,
    })
    const twin = { ...alice, id: staff.id as number }
    await expect(payload.find({ collection: 'users', user: twin, overrideAccess: false })).rejects.toThrow(
      /not allowed/,
    )
    await expect(
      payload.update({
        collection: 'users',
        id: staff.id,
        data: { name: 'pwned' } as never,
        user: twin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('booking helpers', () => {
  it('form tokens: fresh ones pass, tampered, missing and expired ones fail', () => {
    const t = issueFormToken()
    expect(verifyFormToken(t)).toBe(true)
    expect(verifyFormToken(`${t}x`)).toBe(false)
    expect(verifyFormToken(undefined)).toBe(false)
    expect(verifyFormToken(issueFormToken(Date.now() - 13 * 3600_000))).toBe(false)
  })

  it('quantity steppers: step, min, max and typed values', () => {
    const rule = { min: 2, max: 10, step: 2 }
    expect(stepQuantity(2, 1, rule)).toBe(4)
    expect(stepQuantity(2, -1, rule)).toBe(2)
    expect(stepQuantity(10, 1, rule)).toBe(10)
    expect(clampQuantity('7', rule)).toBe(6)
    expect(clampQuantity('99', rule)).toBe(10)
    expect(clampQuantity('', rule)).toBe(2)
    expect(stepQuantity(3, 1, {})).toBe(4)
  })

  it('popup selector: allowed characters only, underscores become spaces', () => {
    expect(sanitizePopupSelector('#login_.btn')).toBe('#login .btn')
    expect(sanitizePopupSelector('<img onerror=x>')).toBeNull()
    expect(sanitizePopupSelector('a,b')).toBeNull()
    expect(sanitizePopupSelector('[x]')).toBeNull()
    expect(popupFromUrl('?popup-selector=%23a&eael-lostpassword=1')).toEqual({
      view: 'lost',
      selector: '#a',
      key: null,
    })
    expect(popupFromUrl('?popup-selector=%23a')).toBeNull()
  })

  it('password rules give one clear message per broken rule', () => {
    expect(passwordProblems('short')).toEqual(
      expect.arrayContaining([
        'The password must be at least 10 characters long.',
        'The password must contain at least one digit.',
      ]),
    )
    expect(passwordProblems('Travel-2026-ok')).toEqual([])
  })
})
