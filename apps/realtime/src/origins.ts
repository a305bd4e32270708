/** Which pages may connect: the Origin rule of allowedOrigins and anonymousOrigins. */

/** Whether an Origin header matches a list of origins ('*' any; '*' inside a pattern: any run of characters but '/'). */
export function originMatches(list: readonly string[], origin: string | undefined): boolean {
  if (!origin) return true // not a browser
  if (list.includes('*')) return true
  const o = origin.toLowerCase()
  return list.some((pattern) => {
    const p = pattern.toLowerCase()
    if (!p.includes('*')) return p === o
    const re = new RegExp(
      '^' +
        p
          .split('*')
          .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]*') +
        '$',
    )
    return re.test(o)
  })
}
