'use client'
import dynamic from 'next/dynamic'

// Server-rendered as usual, but its script is its own chunk: pages built from blocks without a form
// (most of them, home included) don't carry the form's code.
export const ContactFormLazy = dynamic(() => import('./ContactForm.client').then((m) => m.ContactForm))
