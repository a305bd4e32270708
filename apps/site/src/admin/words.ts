/**
 * The ecommerce plugin's admin texts in a tour operator's words: tours, departures and rooms,
 * booking requests, travellers. (Its collections' slugs and fields are unchanged.)
 */
export const tourOperatorWords = {
  'plugin-ecommerce': {
    availableVariants: 'Available departures and rooms',
    cart: 'Booking basket',
    carts: 'Booking baskets',
    cartsCollectionDescription: 'What visitors put in their booking basket before they send a booking request.',
    customer: 'Traveller account',
    customerEmail: 'Email',
    customers: 'Traveller accounts',
    enableVariants: 'Offer departures and room choices',
    item: 'Tour',
    items: 'Tours requested',
    order: 'Booking request',
    orderDetails: 'Booking details',
    orders: 'Booking requests',
    ordersCollectionDescription:
      'Booking requests sent by travellers: the tours and options they chose, their contact details and the travellers. Confirm a request with the traveller, then set its status.',
    product: 'Tour',
    products: 'Tours',
    productRequired: 'A tour is required.',
    productPriceDescription:
      'Price per traveller, used to sort and filter tours. With departures and room choices, enter the lowest price: each choice has its own price.',
    priceSetInVariants: 'Prices are set per departure and room.',
    quantity: 'Travellers',
    subtotal: 'Total',
    amount: 'Total',
    variant: 'Departure and room',
    variantOption: 'Choice',
    variantOptions: 'Choices',
    variantOptionsAlreadyExists: 'Another option of this tour already has these choices. Pick different ones.',
    variantOptionsCollectionDescription:
      'The choices of a kind of option, for example May, June and September for "Departure".',
    variantOptionsRequired: 'Pick the choices of this option.',
    variantOptionsRequiredAll: 'Pick a choice for every kind of option.',
    variants: 'Tour options',
    variantsCollectionDescription:
      'What a traveller can choose when booking a tour, for example the departure month and the room, each with its own reference and price.',
    variantType: 'Kind of option',
    variantTypes: 'Kinds of options',
    variantTypesCollectionDescription: 'The kinds of choice a tour can offer, for example "Departure" or "Room".',
  },
}
