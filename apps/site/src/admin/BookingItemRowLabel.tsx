'use client'
import { useConfig, useRowLabel } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'

type Item = { product?: number | string | { id?: number | string; title?: string | null } | null; quantity?: number }

/**
 * A booking request's tour, folded or not: its title and travellers ("Douro Valley Wine Journey · 2
 * travellers"), not "Tour 01". The row holds the tour's id; its title is asked once per row.
 */
export function BookingItemRowLabel() {
  const { data } = useRowLabel<Item>()
  const { config } = useConfig()
  const product = data?.product
  const id = product && typeof product === 'object' ? product.id : product
  const known = product && typeof product === 'object' ? product.title : undefined
  const [title, setTitle] = useState<string | null>(known ?? null)
  useEffect(() => {
    if (known || id == null || id === '') return
    let live = true
    fetch(`${config.serverURL ?? ''}${config.routes.api}/tours/${encodeURIComponent(String(id))}?depth=0&draft=true`, {
      credentials: 'include',
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((doc: { title?: string | null } | null) => live && setTitle(doc?.title ?? null))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [id, known, config.serverURL, config.routes.api])
  const travellers = data?.quantity ? ` · ${data.quantity} traveller${data.quantity === 1 ? '' : 's'}` : ''
  return <span>{`${title ?? 'Tour'}${travellers}`}</span>
}
