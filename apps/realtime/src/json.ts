/**
 * JSON text of a value parsed from a client frame or an API body, or null when it nests too deeply
 * to serialize again: V8's JSON.parse takes any depth, its JSON.stringify recurses and throws.
 */
export function toJson(value: unknown): string | null {
  try {
    return JSON.stringify(value)
  } catch {
    return null
  }
}
