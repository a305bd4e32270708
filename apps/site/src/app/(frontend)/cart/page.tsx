import type { Metadata } from 'next'
import { CartView } from '../../../booking/CartView.client'

export const metadata: Metadata = { title: 'Your cart', robots: { index: false } }

export default function CartPage() {
  return (
    <section className="block">
      <div className="container">
        <h1>Your cart</h1>
        <CartView />
      </div>
    </section>
  )
}
