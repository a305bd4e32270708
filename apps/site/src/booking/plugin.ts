import crypto from 'node:crypto'
import { ecommercePlugin } from '@payloadcms/plugin-ecommerce'
import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'
import { copyLocaleEndpoint, translationStatusField } from '../admin/translation-fields'
import { Tours } from '../collections/Tours'
import { hasRole, isStaff, publishedOrStaff } from '../lib/access'
import { revalidate } from '../lib/revalidate'
import { hookInWriteTransaction, validateInWriteTransaction } from './in-write-transaction'
import { cartSubtotal } from './pricing'

export const CURRENCIES = [
  { code: 'EUR', decimals: 2, label: 'Euro', symbol: '€' },
  { code: 'USD', decimals: 2, label: 'US Dollar', symbol: '$' },
  { code: 'GBP', decimals: 2, label: 'British Pound', symbol: '£' },
]

export const ORDER_STATUSES = [
  { label: 'Booking requested', value: 'requested' },
  { label: 'Confirmed', value: 'confirmed' },
  { label: 'Processing', value: 'processing' },
  { label: 'Completed', value: 'completed' },
  { label: 'Cancelled', value: 'cancelled' },
  { label: 'Refunded', value: 'refunded' },
]

const ownDocs = ({ req }: { req: { user?: { collection?: string; id?: unknown } | null } }) =>
  req.user?.collection === 'customers' ? { customer: { equals: req.user.id as number } } : false

/**
 * The cart's beforeChange, in place of the plugin's: a new cart without a customer gets its secret (the
 * plugin's rule, its afterRead shows it once), and the subtotal is priced from the lines, every read in
 * the write's own transaction (`req`). The plugin's hook read the tours and options without `req`: on
 * PostgreSQL each cart write then held one pool connection and waited for a second, and 15 simultaneous
 * add-to-cart requests took all of them and froze the site until restart (tests/int/shop-load.test.ts).
 * A write that does not carry the lines (the booking's `purchasedAt`) keeps its subtotal.
 */
const cartBeforeChange: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation === 'create' && !data.customer && !data.secret) {
    data.secret = crypto.randomBytes(20).toString('hex')
    req.context = { ...req.context, newCartSecret: data.secret }
  }
  if (Array.isArray(data.items))
    data.subtotal = await cartSubtotal(req.payload, data.items, data.currency ?? 'EUR', req)
  else if (operation === 'create') data.subtotal = 0
  return data
}

/** Booking limits of a tour: the quick view's and the cart's quantity steppers use them. */
const bookingFields: Field = {
  name: 'booking',
  type: 'group',
  label: 'Booking',
  admin: {
    description: 'Travellers per booking: the quantity steppers move by the step and stay between min and max.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'minTravellers', type: 'number', defaultValue: 1, min: 1, max: 100 },
        { name: 'maxTravellers', type: 'number', defaultValue: 12, min: 1, max: 100 },
        { name: 'travellerStep', type: 'number', defaultValue: 1, min: 1, max: 50 },
      ],
    },
  ],
}

/** Replaces the placeholder product type of a field list by `sku`, the variant's reference. */
const skuField: Field = {
  name: 'sku',
  type: 'text',
  maxLength: 64,
  index: true,
  label: 'Reference (SKU)',
  admin: {
    position: 'sidebar',
    description: 'Shown on the tour page and in the chat message when this option is chosen.',
  },
}

/**
 * @payloadcms/plugin-ecommerce with tours as its products: the plugin's product fields (variants,
 * prices per currency) are added to the existing tours collection, variants get a SKU, orders get
 * the "requested" status and the booking request's contact details and travellers. Customers are
 * the separate `customers` auth collection. No payment provider: a booking is a request.
 */
export const ecommerce = () =>
  ecommercePlugin({
    customers: { slug: 'customers' },
    slugMap: { products: 'tours' },
    currencies: { defaultCurrency: 'EUR', supportedCurrencies: CURRENCIES },
    inventory: false,
    access: {
      isAdmin: isStaff,
      adminOnlyFieldAccess: ({ req }) => hasRole(req, 'admin', 'editor'),
      adminOrPublishedStatus: publishedOrStaff,
      // The plugin lets "any signed-in account" create carts and addresses with this. The site's visitors
      // change carts only through its endpoints, and addresses not at all (the overrides below say so
      // too; tests/int/addresses-access.test.ts): should an override go, creating stays staff's.
      isAuthenticated: isStaff,
      isCustomer: ({ req }) => req.user?.collection === 'customers',
      isDocumentOwner: ownDocs as never,
      publicAccess: () => true,
    },
    carts: {
      allowGuestCarts: true,
      // Carts change only through the site's own endpoints (src/booking/endpoints.ts: the customer from
      // the session, the tour's traveller rules, a form token), which write with overrideAccess. The
      // plugin's raw REST API took a customer id from the body and any quantity: its create, update,
      // delete and its add-item/update-item/merge/clear endpoints are staff's only or gone.
      cartsCollectionOverride: ({ defaultCollection }) => ({
        ...defaultCollection,
        admin: { ...defaultCollection.admin, group: 'Bookings' },
        access: {
          ...defaultCollection.access,
          read: ({ req }) => (isStaff({ req }) ? true : ownDocs({ req })),
          create: isStaff,
          update: isStaff,
          delete: isStaff,
        },
        endpoints: [],
        hooks: { ...defaultCollection.hooks, beforeChange: [cartBeforeChange] },
      }),
    },
    orders: {
      ordersCollectionOverride: ({ defaultCollection }) => orders(defaultCollection),
    },
    products: {
      productsCollectionOverride: ({ defaultCollection }) => ({
        ...Tours,
        admin: { ...Tours.admin, defaultColumns: [...(Tours.admin?.defaultColumns ?? []), 'variants'] },
        fields: [...Tours.fields, bookingFields, ...defaultCollection.fields],
      }),
      variants: {
        variantsCollectionOverride: ({ defaultCollection }) => ({
          ...defaultCollection,
          admin: { ...defaultCollection.admin, defaultColumns: ['title', 'sku', 'product', '_status'] },
          access: { ...defaultCollection.access, read: publishedOrStaff, readVersions: isStaff },
          fields: [...defaultCollection.fields.map(variantFieldInWords).map(validatesInWriteTransaction), skuField],
          hooks: {
            ...defaultCollection.hooks,
            // the plugin's (the option's title from the tour and the choices) read without `req`
            beforeChange: (defaultCollection.hooks?.beforeChange ?? []).map(hookInWriteTransaction),
            afterChange: [
              ...(defaultCollection.hooks?.afterChange ?? []),
              async ({ doc, req, context }) => {
                if (context?.disableRevalidate) return doc
                const id = typeof doc.product === 'object' ? doc.product?.id : doc.product
                const tour = id
                  ? await req.payload.findByID({
                      collection: 'tours',
                      id,
                      depth: 0,
                      req,
                      overrideAccess: true,
                      disableErrors: true, // a missing tour must not roll back the write's transaction
                    })
                  : null
                if (tour?.slug) await revalidate([`/tours/${tour.slug}`])
                return doc
              },
            ],
          },
        }),
        variantTypesCollectionOverride: ({ defaultCollection }) =>
          namedPerLanguage(defaultCollection, ['label', 'name', 'translations']),
        variantOptionsCollectionOverride: ({ defaultCollection }) =>
          namedPerLanguage(defaultCollection, ['label', 'variantType', 'translations']),
      },
    },
    addresses: {
      // Unused by the site (a booking request carries its contact details): staff's only, a customer reads their own.
      addressesCollectionOverride: ({ defaultCollection }) => ({
        ...defaultCollection,
        admin: { ...defaultCollection.admin, group: 'Bookings', hidden: true },
        access: {
          ...defaultCollection.access,
          read: ({ req }) => (isStaff({ req }) ? true : ownDocs({ req })),
          create: isStaff,
          update: isStaff,
          delete: isStaff,
        },
      }),
    },
    transactions: {
      transactionsCollectionOverride: ({ defaultCollection }) => ({
        ...defaultCollection,
        admin: { ...defaultCollection.admin, group: 'Bookings', hidden: true },
      }),
    },
  })

/**
 * A booking request's admin form: no Shipping tab, no payment transactions (a booking is a request, no
 * goods are sent and nothing is paid online). The plugin's tabs are unnamed, so unwrapping them and
 * hiding those fields changes no column.
 */
function bookingRequestFields(fields: Field[]): Field[] {
  return fields.flatMap((f): Field[] => {
    if (f.type === 'tabs') return bookingRequestFields(f.tabs.flatMap((t) => t.fields))
    if ('name' in f && (f.name === 'shippingAddress' || f.name === 'transactions'))
      return [{ ...f, admin: { ...f.admin, hidden: true } } as Field]
    if ('name' in f && f.name === 'status')
      return [{ ...f, defaultValue: 'requested', options: ORDER_STATUSES, index: true } as Field]
    // Each tour requested is labelled by its title and travellers, folded or not (not "Tour 01").
    if ('name' in f && f.name === 'items' && f.type === 'array')
      return [
        {
          ...f,
          admin: {
            ...f.admin,
            components: { ...f.admin?.components, RowLabel: '/admin/BookingItemRowLabel#BookingItemRowLabel' },
          },
        },
      ]
    return [f]
  })
}

/**
 * An option type's or option's label ("Room", "Single room") is what visitors read next to the price: one
 * per language, like the tour's own texts (issue 19); `name`/`value` stay the one key the site matches on.
 * Editors get the same Languages column and "Copy from English" as on tours.
 */
function namedPerLanguage(collection: CollectionConfig, defaultColumns: string[]): CollectionConfig {
  return {
    ...collection,
    admin: {
      ...collection.admin,
      group: 'Bookings',
      defaultColumns,
    },
    fields: [
      ...collection.fields.map((f) => ('name' in f && f.name === 'label' ? ({ ...f, localized: true } as Field) : f)),
      translationStatusField,
    ],
    endpoints: [
      ...(Array.isArray(collection.endpoints) ? collection.endpoints : []),
      copyLocaleEndpoint(collection.slug as never),
    ],
  }
}

/** A plugin field's `validate` (the variant's options: it reads the tour without `req`) in the write's transaction. */
function validatesInWriteTransaction(f: Field): Field {
  return 'validate' in f && typeof f.validate === 'function'
    ? ({ ...f, validate: validateInWriteTransaction(f.validate as never) } as Field)
    : f
}

/** A tour option's fields as a tour operator names them (the plugin labels them in shop words). */
const VARIANT_FIELD_LABELS: Record<string, string> = { options: 'Choices', product: 'Tour' }
function variantFieldInWords(f: Field): Field {
  const label = 'name' in f ? VARIANT_FIELD_LABELS[f.name] : undefined
  return label ? ({ ...f, label } as Field) : f
}

function orders(defaultCollection: CollectionConfig): CollectionConfig {
  const fields = bookingRequestFields(defaultCollection.fields)
  return {
    ...defaultCollection,
    labels: { singular: 'Booking request', plural: 'Booking requests' },
    admin: {
      ...defaultCollection.admin,
      group: 'Bookings',
      description:
        'Booking requests sent by travellers: the tours and options they chose, their contact details and the travellers. Confirm a request with the traveller, then set its status.',
      useAsTitle: 'reference',
      defaultColumns: ['reference', 'contact.name', 'customerEmail', 'status', 'amount', 'createdAt'],
    },
    access: {
      ...defaultCollection.access,
      read: ({ req }) => (isStaff({ req }) ? true : ownDocs({ req })),
      create: isStaff,
      update: isStaff,
      delete: isStaff,
    },
    fields: [
      { name: 'reference', type: 'text', index: true, unique: true, admin: { readOnly: true, position: 'sidebar' } },
      ...fields,
      {
        name: 'contact',
        type: 'group',
        fields: [
          { name: 'name', type: 'text', required: true, maxLength: 120 },
          { name: 'email', type: 'email', required: true },
          { name: 'phone', type: 'text', maxLength: 40 },
        ],
      },
      {
        name: 'travellers',
        type: 'array',
        minRows: 1,
        maxRows: 100,
        fields: [
          { name: 'name', type: 'text', required: true, maxLength: 120 },
          { name: 'age', type: 'number', min: 0, max: 120 },
        ],
      },
      { name: 'notes', type: 'textarea', maxLength: 2000 },
    ],
  }
}
