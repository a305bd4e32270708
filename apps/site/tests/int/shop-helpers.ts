import { handleEndpoints } from 'payload'
import { issueFormToken } from '../../src/form-token/server'

/** One answer of the site's REST router, as the shop tests read it. */
export type ShopAnswer<J = Record<string, unknown>> = {
  status: number
  retryAfter: string | null
  cookie: string | null
  json: { errors?: { message: string }[] } & J
}

/** A request through Payload's REST router with a fresh form token (the shop's endpoints ask for one). */
export async function shopCall<J = Record<string, unknown>>(
  method: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ShopAnswer<J>> {
  const { default: config } = await import('../../src/payload.config')
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        'X-Form-Token': issueFormToken(),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    cookie: res.headers.get('set-cookie'),
    json: (await res.json().catch(() => ({}))) as ShopAnswer<J>['json'],
  }
}

/** How many answers had each status. */
export const tally = (answers: { status: number | string }[]) =>
  answers.reduce<Record<string, number>>((t, a) => ({ ...t, [a.status]: (t[a.status] ?? 0) + 1 }), {})
