import type { Payload } from 'payload'

const ctx = { disableRevalidate: true }

/**
 * Demo variants (booking feature): every demo tour is a product with two variant types, departure
 * month and room, each combination with its own SKU and price per traveller (in cents). The Douro
 * tour books by pairs (min 2, step 2, max 10) to show the quantity steppers' step.
 */
export async function seedTourVariants(payload: Payload, tourIds: number[]): Promise<void> {
  // Each label in English, then its Portuguese (the demo ships both languages in full; issue 19).
  const type = async (name: string, [label, pt]: [string, string], options: [string, string, string][]) => {
    const t = await payload.create({ collection: 'variantTypes', data: { name, label }, context: ctx })
    await payload.update({ collection: 'variantTypes', id: t.id, locale: 'pt', data: { label: pt }, context: ctx })
    const opts: { id: number; value: string }[] = []
    for (const [value, optLabel, optPt] of options) {
      const o = await payload.create({
        collection: 'variantOptions',
        data: { variantType: t.id, value, label: optLabel },
        context: ctx,
      })
      await payload.update({
        collection: 'variantOptions',
        id: o.id,
        locale: 'pt',
        data: { label: optPt },
        context: ctx,
      })
      opts.push({ id: o.id, value })
    }
    return { id: t.id, opts }
  }
  const month = await type(
    'departure',
    ['Departure', 'Partida'],
    [
      ['may', 'May', 'Maio'],
      ['june', 'June', 'Junho'],
      ['september', 'September', 'Setembro'],
    ],
  )
  const room = await type(
    'room',
    ['Room', 'Quarto'],
    [
      ['double', 'Shared double room', 'Quarto duplo partilhado'],
      ['single', 'Single room', 'Quarto individual'],
    ],
  )
  const monthExtra: Record<string, number> = { may: 0, june: 150, september: 90 }
  const roomExtra: Record<string, number> = { double: 0, single: 320 }
  for (const id of tourIds) {
    const tour = await payload.findByID({ collection: 'tours', id, depth: 0 })
    const pairs = tour.slug === 'douro-valley-wine-journey'
    await payload.update({
      collection: 'tours',
      id,
      data: {
        enableVariants: true,
        variantTypes: [month.id, room.id],
        booking: pairs
          ? { minTravellers: 2, maxTravellers: 10, travellerStep: 2 }
          : { minTravellers: 1, maxTravellers: 12, travellerStep: 1 },
        _status: 'published',
      } as never,
      context: ctx,
    })
    for (const m of month.opts)
      for (const r of room.opts) {
        const euros = tour.priceFrom + monthExtra[m.value]! + roomExtra[r.value]!
        await payload.create({
          collection: 'variants',
          data: {
            product: id,
            options: [m.id, r.id],
            sku: `${tour.sku ?? 'TOUR'}-${m.value.slice(0, 3).toUpperCase()}-${r.value === 'double' ? 'DBL' : 'SGL'}`,
            priceInEURenabled: true,
            priceInEUR: euros * 100,
            _status: 'published',
          } as never,
          context: ctx,
        })
      }
  }
}
