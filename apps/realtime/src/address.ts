/**
 * The one client-address rule (the same as the site's): `trustedProxies` is the number of proxies in
 * front of this server (TRUST_PROXY). Each of them appends the address it received the request from
 * to X-Forwarded-For, so the client is the entry that many places from the right; entries a visitor
 * writes on the left never count. With 0, or when the header holds fewer entries than there are
 * proxies (the request did not come through all of them, so no entry can be trusted), the address is
 * the socket's: a visitor cannot forge that one.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string {
  const fallback = socketAddress ?? 'unknown'
  if (trustedProxies <= 0 || !forwardedFor) return fallback
  const entries = forwardedFor
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return entries.length >= trustedProxies ? entries[entries.length - trustedProxies]! : fallback
}
