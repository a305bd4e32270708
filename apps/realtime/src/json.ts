/**
 * The deepest nesting of arrays and objects the gateway passes on (RPC data, publications, token
 * claims): deeper data is a bad request (107). An explicit limit, the same on every Node.js version:
 * it used to be wherever V8's JSON.stringify ran out of stack (JSON.parse takes any depth), which Node 26
 * no longer does, so 20,000 levels of `[` went through there. Real data nests a few levels.
 */
export const MAX_JSON_DEPTH = 100

/** JSON text of a value parsed from a client frame or an API body, or null when it nests deeper than MAX_JSON_DEPTH. */
export function toJson(value: unknown): string | null {
  if (nestsTooDeep(value)) return null
  try {
    return JSON.stringify(value)
  } catch {
    return null
  }
}

/** Walks the value without recursion (its depth is what is in question). */
function nestsTooDeep(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false
  const stack: [object, number][] = [[value, 1]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!
    if (depth > MAX_JSON_DEPTH) return true
    for (const child of Array.isArray(node) ? node : Object.values(node))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1])
  }
  return false
}
