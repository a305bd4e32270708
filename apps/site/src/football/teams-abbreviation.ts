/** First 3 letters of the name in upper case (SPEC section 5, "Team abbreviation"). */
export function defaultAbbreviation(name: unknown): string {
  if (typeof name !== 'string') return ''
  return Array.from(name.replace(/[^\p{L}\p{N}]/gu, '')).slice(0, 3).join('').toUpperCase()
}
