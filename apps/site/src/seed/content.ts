import { b, doc, h, i, p, quote, ul } from './lexical'
import type { Scene } from './images'

export const categories = [
  { title: 'Destinations', slug: 'destinations' },
  { title: 'Food & drink', slug: 'food-and-drink' },
  { title: 'Walking & hiking', slug: 'walking-and-hiking' },
  { title: 'Practical tips', slug: 'practical-tips' },
]

type GuideSeed = {
  title: string
  slug: string
  excerpt: string
  scene: Scene
  categories: string[]
  author: string
  daysAgo: number
  body: ReturnType<typeof doc>
}

export const guides: GuideSeed[] = [
  {
    title: 'Lisbon in three days: a slow guide to the city of seven hills',
    slug: 'lisbon-in-three-days',
    excerpt:
      'Trams, viewpoints, custard tarts and fado: how to see Lisbon without rushing, neighbourhood by neighbourhood.',
    scene: 'city',
    categories: ['destinations', 'practical-tips'],
    author: 'Marta Figueiredo',
    daysAgo: 3,
    body: doc(
      p(
        'Lisbon rewards the unhurried. Its hills are steep, its streets paved with slippery limestone, and its best moments happen between sights: a coffee at a ',
        i('quiosque'),
        ', a tram squealing round a corner, the river turning gold at six.',
      ),
      h('h2', 'Day one: Alfama and the castle'),
      p(
        'Start early at the Castelo de São Jorge before the tour groups arrive, then walk downhill through Alfama. Get lost on purpose: the lanes all end at the river.',
      ),
      h('h3', 'Where to stop for lunch'),
      p(
        'Look for the small tascas with a handwritten menu of the day. Grilled sardines are a summer dish; in winter, ask for the bean stew.',
      ),
      h('h2', 'Day two: Belém and the river'),
      p(
        'Take tram 15 to Belém for the Jerónimos Monastery and the tower. The famous pastéis de Belém are worth the queue, which moves faster than it looks.',
      ),
      ul(
        'Buy monastery tickets online to skip the line',
        'The MAAT museum roof is free and has the best river view',
        'Walk back along the waterfront at sunset',
      ),
      h('h2', 'Day three: Sintra or the coast'),
      p(
        'A 40-minute train takes you to Sintra, whose palaces sit in a forest often wrapped in mist. If the forecast is grey, go to Cascais instead and swim.',
      ),
      h('h2', 'Getting around'),
      p(
        'Buy a rechargeable ',
        b('Navegante'),
        ' card for metro, trams, buses and the suburban trains. Tram 28 is charming but crowded; ride it early or late.',
      ),
      quote('“Lisbon is a city you understand with your feet.”'),
    ),
  },
  {
    title: 'The Douro Valley wine route, season by season',
    slug: 'douro-valley-wine-route',
    excerpt:
      'Terraced vineyards, river boats and port lodges: when to go to the Douro and which quintas welcome visitors.',
    scene: 'vineyard',
    categories: ['destinations', 'food-and-drink'],
    author: 'Rui Carvalho',
    daysAgo: 9,
    body: doc(
      p(
        'The Douro is the oldest demarcated wine region in the world, and its terraces were built by hand over three centuries. It is beautiful in every season, but each one offers something different.',
      ),
      h('h2', 'Spring: green terraces and quiet roads'),
      p(
        'From March to May the vines bud and the almond trees flower. Roads are empty and the quintas have time to talk.',
      ),
      h('h2', 'Summer: river days'),
      p(
        'July and August are hot, often above 35 °C. Plan visits for the morning and spend the afternoon on a rabelo boat or at a river beach.',
      ),
      h('h2', 'Autumn: the harvest'),
      p(
        'September and early October are harvest time. Several estates invite visitors to pick grapes and tread them in granite lagares.',
      ),
      h('h3', 'Booking a harvest day'),
      p('Book by July: places are limited and the dates move with the weather.'),
      h('h2', 'Winter: port by the fire'),
      p('The valley is bare and misty, and the lodges in Vila Nova de Gaia are at their most atmospheric.'),
      ul(
        'Pinhão is the best base without a car',
        'The train from Porto follows the river for two hours',
        'Never drive after tastings: book a driver',
      ),
    ),
  },
  {
    title: 'Walking the Rota Vicentina: the Fishermen’s Trail',
    slug: 'rota-vicentina-fishermens-trail',
    excerpt:
      'Cliffs, storks nesting on sea stacks and empty beaches: a practical guide to Europe’s wildest coastal path.',
    scene: 'coast',
    categories: ['walking-and-hiking'],
    author: 'Joana Lopes',
    daysAgo: 16,
    body: doc(
      p(
        'The Fishermen’s Trail follows the cliff tops of the southwest coast for about 226 km, on the paths fishermen used to reach the rocks and beaches.',
      ),
      h('h2', 'How hard is it?'),
      p(
        'The distances are moderate, 15 to 22 km a day, but much of the path is soft sand, which is tiring. Good shoes and gaiters help.',
      ),
      h('h2', 'Best stages'),
      h('h3', 'Almograve to Zambujeira do Mar'),
      p('The classic stage: white storks nest on the sea stacks in spring, and the cliffs are at their highest.'),
      h('h3', 'Odeceixe to Aljezur'),
      p('The trail leaves the coast and crosses into the Algarve through pine woods and the Aljezur river valley.'),
      h('h2', 'When to go'),
      p(
        'March to June and September to November. Summer is hot and the sand is exhausting; winter storms can close sections.',
      ),
      h('h2', 'What to carry'),
      ul(
        'At least two litres of water: there are no fountains between villages',
        'Sun hat and windproof layer',
        'A paper map: phone signal is patchy',
      ),
    ),
  },
  {
    title: 'The Azores for first-timers: which islands, and in what order',
    slug: 'azores-first-timers',
    excerpt:
      'Nine volcanic islands in the middle of the Atlantic: how to choose between them and how to move between them.',
    scene: 'island',
    categories: ['destinations', 'practical-tips'],
    author: 'Marta Figueiredo',
    daysAgo: 24,
    body: doc(
      p(
        'The Azores are green, quiet and often cloudy; the weather changes four times a day. Plan flexibly and you will be rewarded.',
      ),
      h('h2', 'São Miguel: the obvious start'),
      p(
        'The largest island has the crater lakes of Sete Cidades and Fogo, tea plantations, and hot springs at Furnas.',
      ),
      h('h2', 'The central group'),
      p(
        'Pico, Faial and São Jorge sit close together and are linked by ferries. Climb Pico, Portugal’s highest mountain, with a certified guide.',
      ),
      h('h3', 'Whale watching'),
      p('Sperm whales live around the islands all year; April to October is the best season for other species.'),
      h('h2', 'Getting between islands'),
      p('SATA flies between all nine islands. Ferries link the central group in summer.'),
      ul(
        'Allow one spare day for weather',
        'Hire a car on São Miguel, not on Faial',
        'Book whale trips for the morning, when the sea is calmer',
      ),
    ),
  },
  {
    title: 'Eating your way through Porto’s markets',
    slug: 'porto-food-markets',
    excerpt: 'From the restored Bolhão market to the francesinha debate: where and what to eat in Porto.',
    scene: 'market',
    categories: ['food-and-drink', 'destinations'],
    author: 'Rui Carvalho',
    daysAgo: 31,
    body: doc(
      p(
        'Porto eats seriously. Meals are long, portions generous, and everyone has an opinion about the best francesinha.',
      ),
      h('h2', 'Mercado do Bolhão'),
      p(
        'Reopened after a long restoration, the iron-and-glass market is again the place for fish, cured meats, cheese and flowers.',
      ),
      h('h2', 'The francesinha question'),
      p(
        'A sandwich of steak, ham and sausage under melted cheese and a beer-and-tomato sauce. Try one, share it, then decide.',
      ),
      h('h2', 'Tascas and petiscos'),
      p('Small plates to share: octopus salad, pork ', i('bifanas'), ', fried cod cakes. Order a few and keep going.'),
      h('h3', 'A note on tipping'),
      p('Service is not usually added. Rounding up or leaving 5–10% for good service is appreciated.'),
      ul(
        'Markets close early on Saturdays and all Sunday',
        'Lunch is served from 12:30 to 15:00',
        'Port tastings are across the river in Gaia',
      ),
    ),
  },
  {
    title: 'Madeira’s levada walks: routes for every level',
    slug: 'madeira-levada-walks',
    excerpt:
      'Irrigation channels turned walking paths: the levadas lead through laurel forest to waterfalls and cliffs.',
    scene: 'forest',
    categories: ['walking-and-hiking', 'destinations'],
    author: 'Joana Lopes',
    daysAgo: 38,
    body: doc(
      p(
        'Madeira’s levadas are narrow channels that carry water from the wet north to the farms of the south. Beside each runs a maintenance path, and there are more than 2,000 km of them.',
      ),
      h('h2', 'Easy: Levada dos Balcões'),
      p('A flat 3 km walk to a viewpoint over the central mountains. Birds often eat from your hand.'),
      h('h2', 'Moderate: Levada das 25 Fontes'),
      p(
        'Through the UNESCO-listed laurel forest to a pool fed by twenty-five springs. Start before 9:00 to avoid the crowds.',
      ),
      h('h2', 'Challenging: Pico do Arieiro to Pico Ruivo'),
      p(
        'Not a levada but the island’s great ridge walk, with tunnels and steep stairs. Check that the path is open before you go.',
      ),
      h('h3', 'Safety'),
      p(
        'Some levadas have unprotected drops. Wear boots with grip, carry a torch for tunnels, and turn back in heavy rain.',
      ),
      ul(
        'Official trail status is published daily',
        'Many walks need a small access fee',
        'Taxis will meet you at the end of linear routes',
      ),
    ),
  },
  {
    title: 'When to visit the Algarve (and when to avoid it)',
    slug: 'when-to-visit-the-algarve',
    excerpt: 'Beaches, sea caves and almond blossom: the Algarve month by month, with the crowds and prices to expect.',
    scene: 'coast',
    categories: ['practical-tips', 'destinations'],
    author: 'Marta Figueiredo',
    daysAgo: 45,
    body: doc(
      p('The Algarve has about 300 days of sun a year, but the experience changes a lot with the season.'),
      h('h2', 'Spring'),
      p(
        'Wild flowers on the cliffs, water still cool, prices low. Ideal for walking and for the Benagil caves by kayak.',
      ),
      h('h2', 'Summer'),
      p('Hot, busy and expensive. The sea is at its warmest in August; book everything early.'),
      h('h2', 'Autumn'),
      p('Our favourite: the sea is still warm, the crowds have gone, and the light is soft.'),
      h('h2', 'Winter'),
      p('Mild and quiet, with almond trees flowering in late January. Many beach restaurants close.'),
      h('h3', 'Packing'),
      ul('A light jacket even in summer: evenings are windy', 'Water shoes for rocky coves', 'Reef-safe sun cream'),
    ),
  },
]

type Day = { title: string; text: string }
type TourSeed = {
  title: string
  slug: string
  sku: string
  summary: string
  destination: string
  durationDays: number
  priceFrom: number
  scene: Scene
  gallery: Scene[]
  itinerary: Day[]
  included: string[]
  excluded: string[]
  /** Questions and answers shown on the tour page (question, answer). */
  faq: [string, string][]
}

export const tours: TourSeed[] = [
  {
    title: 'Lisbon & Sintra Discovery',
    slug: 'lisbon-and-sintra-discovery',
    sku: 'LIS-4D',
    summary: 'Four days in Lisbon and the romantic palaces of Sintra, with a local guide and time to wander.',
    destination: 'Lisbon, Portugal',
    durationDays: 4,
    priceFrom: 690,
    scene: 'city',
    gallery: ['city', 'coast', 'forest', 'market'],
    itinerary: [
      {
        title: 'Arrival and an evening in Alfama',
        text: 'Meet your guide at the hotel and walk to a fado house for dinner.',
      },
      { title: 'Belém and the riverside', text: 'Monastery, tower and pastries in the morning; free afternoon.' },
      { title: 'Sintra palaces', text: 'Pena Palace and the Moorish castle, then lunch in the old town.' },
      { title: 'Cascais and departure', text: 'A morning by the sea before the transfer to the airport.' },
    ],
    included: [
      '3 nights in a central boutique hotel',
      'Daily breakfast and one fado dinner',
      'Local guide on days 1–3',
      'Sintra entrance tickets',
    ],
    excluded: ['Flights', 'Lunches', 'Travel insurance'],
    faq: [
      [
        'How fit do I need to be?',
        'Lisbon is hilly and its streets are cobbled: expect two to three hours of walking a day at an easy pace, with trams and taxis for the steepest climbs.',
      ],
      [
        'Can children come?',
        'Yes, from 6 years old. Tell us their ages in the booking request and we choose rooms that suit a family.',
      ],
      [
        'What if I need to cancel?',
        'Cancel up to 30 days before departure for a full refund. After that we refund what the hotels and guides refund us.',
      ],
    ],
  },
  {
    title: 'Douro Valley Wine Journey',
    slug: 'douro-valley-wine-journey',
    sku: 'DOU-5D',
    summary:
      'Five days between Porto and the terraced vineyards of the Douro, with tastings, a river cruise and a harvest option.',
    destination: 'Porto and the Douro Valley',
    durationDays: 5,
    priceFrom: 1190,
    scene: 'vineyard',
    gallery: ['vineyard', 'city', 'coast'],
    itinerary: [
      { title: 'Porto', text: 'Walking tour of the Ribeira and a port lodge tasting in Gaia.' },
      { title: 'Train up the river', text: 'The scenic line to Pinhão and a first quinta visit.' },
      { title: 'Quintas and terraces', text: 'Two estates, a picnic in the vines, sunset on a rabelo boat.' },
      { title: 'Vila Real and Mateus', text: 'Gardens of the Mateus palace and a cooking class.' },
      { title: 'Back to Porto', text: 'Return by road with a stop in Amarante.' },
    ],
    included: [
      '4 nights (2 in Porto, 2 at a wine estate)',
      'All tastings and the river cruise',
      'Private driver in the valley',
    ],
    excluded: ['Flights', 'Some dinners', 'Travel insurance'],
    faq: [
      [
        'Do I have to drink wine?',
        'No. Every tasting has grape juice and olive oil to try, and the river cruise and the walks in the vineyards are the same for everyone.',
      ],
      [
        'When is the harvest?',
        "Usually from mid-September to early October: the September departure spends a morning picking grapes with the estate's team.",
      ],
      [
        'Why is this tour booked in pairs?',
        "The estate's rooms are doubles and its tasting tables are set for two, so the tour is sold for 2, 4, 6, 8 or 10 travellers.",
      ],
    ],
  },
  {
    title: 'Azores Island Hopping',
    slug: 'azores-island-hopping',
    sku: 'AZO-8D',
    summary: 'Eight days on São Miguel, Pico and Faial: crater lakes, whale watching and Portugal’s highest mountain.',
    destination: 'Azores, Portugal',
    durationDays: 8,
    priceFrom: 1890,
    scene: 'island',
    gallery: ['island', 'coast', 'mountains', 'forest'],
    itinerary: [
      { title: 'Ponta Delgada', text: 'Arrival on São Miguel and a walk through the old town.' },
      { title: 'Sete Cidades', text: 'The twin crater lakes from the rim, and a swim in the sea pools.' },
      { title: 'Furnas', text: 'Hot springs and a stew cooked in the volcanic ground.' },
      { title: 'Fly to Pico', text: 'Vineyards in black lava walls, listed by UNESCO.' },
      { title: 'Whale watching', text: 'A morning at sea with marine biologists.' },
      { title: 'Pico summit (optional)', text: 'A guided climb of 2,351 m, or a free day.' },
      { title: 'Faial', text: 'Ferry to Horta and the Capelinhos volcano.' },
      { title: 'Departure', text: 'Transfer to Horta airport.' },
    ],
    included: ['7 nights', 'Inter-island flights and ferries', 'Whale watching trip', 'Guide on São Miguel and Pico'],
    excluded: ['International flights', 'Pico summit permit', 'Most dinners'],
    faq: [
      [
        'Are the flights between the islands included?',
        'Yes: the flights and ferries between the islands are included. Your flights to and from the Azores are not.',
      ],
      [
        'What if the weather changes the plan?',
        'The Azorean weather changes by the hour. Your guide swaps days around so that the crater lakes and the whale watching get the clearest ones.',
      ],
      [
        'Will we see whales?',
        'Sightings are very likely from April to October, but never certain. If the boat sees no whales or dolphins, you may go out again for free.',
      ],
    ],
  },
  {
    title: 'Madeira Levadas Trek',
    slug: 'madeira-levadas-trek',
    sku: 'MAD-7D',
    summary: 'A week of guided walks along Madeira’s levadas and ridges, with luggage moved for you.',
    destination: 'Madeira, Portugal',
    durationDays: 7,
    priceFrom: 1290,
    scene: 'forest',
    gallery: ['forest', 'mountains', 'coast'],
    itinerary: [
      { title: 'Funchal', text: 'Arrival and a tasting of Madeira wine.' },
      { title: 'Levada dos Balcões and Ribeiro Frio', text: 'An easy first walk in the laurel forest.' },
      { title: '25 Fontes', text: 'Waterfalls and pools in the west.' },
      { title: 'Pico do Arieiro to Pico Ruivo', text: 'The island’s great ridge walk.' },
      { title: 'São Lourenço peninsula', text: 'A dry, windswept coastal walk.' },
      { title: 'Free day in Funchal', text: 'Markets, gardens and the cable car.' },
      { title: 'Departure', text: 'Transfer to the airport.' },
    ],
    included: ['6 nights', 'Five guided walks', 'Luggage transfers', 'Daily breakfast'],
    excluded: ['Flights', 'Lunches and dinners', 'Travel insurance'],
    faq: [
      [
        'How hard are the walks?',
        'Moderate: 8 to 14 km a day, mostly on level levada paths, with one steeper day on the ridge from Pico do Arieiro. Wear good walking shoes.',
      ],
      [
        'Do I need a head for heights?',
        'Some levadas run along steep slopes, with railings. On the two most exposed stretches your guide offers an easier way round.',
      ],
      ['Who carries the luggage?', 'A van takes your luggage from hotel to hotel: you walk with a day pack only.'],
    ],
  },
  {
    title: 'Algarve Coast & Caves',
    slug: 'algarve-coast-and-caves',
    sku: 'ALG-5D',
    summary: 'Cliff walks, the Benagil sea caves by kayak and fresh fish in Sagres: the Algarve beyond the resorts.',
    destination: 'Algarve, Portugal',
    durationDays: 5,
    priceFrom: 840,
    scene: 'coast',
    gallery: ['coast', 'island', 'market'],
    itinerary: [
      { title: 'Faro old town', text: 'Arrival and a walk inside the old walls.' },
      { title: 'Seven Hanging Valleys', text: 'The famous cliff path from Marinha to Benagil.' },
      { title: 'Benagil by kayak', text: 'Paddle into the sea caves with an instructor.' },
      { title: 'Sagres and Cape St Vincent', text: 'The southwestern tip of Europe at sunset.' },
      { title: 'Departure', text: 'Transfer to Faro airport.' },
    ],
    included: ['4 nights by the sea', 'Kayak tour with equipment', 'Guide on days 2–4'],
    excluded: ['Flights', 'Dinners', 'Travel insurance'],
    faq: [
      [
        'Can we swim in the Benagil cave?',
        'The cave is reached by kayak or boat; landing and swimming inside are not allowed, to protect it. There is time to swim at the beaches nearby.',
      ],
      [
        'Is the kayak trip for beginners?',
        'Yes: double kayaks, a short lesson on the beach and an instructor on the water. If the sea is rough, a boat trip takes its place.',
      ],
      [
        'What should I pack?',
        'Swimwear, a hat, sun cream and shoes that can get wet. Evenings by the sea can be cool, even in summer.',
      ],
    ],
  },
]
