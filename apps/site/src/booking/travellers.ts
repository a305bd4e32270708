/**
 * How many travellers a booking request names: the group, i.e. the cart's largest line (a group
 * booking several tours is the same people on each). Shared by the booking form and the server.
 */
export const travellersOf = (cart: { items: readonly { quantity: number }[] } | null | undefined): number =>
  Math.max(1, ...(cart?.items ?? []).map((i) => i.quantity))
