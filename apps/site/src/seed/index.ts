import type { Payload } from 'payload'
import { seedFootball } from '../football/seed'
import { categories, guides, tours } from './content'
import { logoPng, sceneJpeg, type Scene } from './images'
import { doc, h, p, ul } from './lexical'
import { seedTourVariants } from './variants'

const ctx = { disableRevalidate: true }

/** True when the site has no content yet: the only case in which the demo content is created. */
export async function isEmpty(payload: Payload): Promise<boolean> {
  const counts = await Promise.all(
    (['pages', 'guides', 'tours', 'media'] as const).map((collection) =>
      payload.count({ collection, overrideAccess: true }),
    ),
  )
  return counts.every((c) => c.totalDocs === 0)
}

type Log = (msg: string) => void

/**
 * Creates the demo site: pictures drawn locally, categories, guides, tours, a contact form, pages
 * built from blocks, header, footer and settings. Runs only on an empty database, so it never
 * touches an editor's content. (`onlyIfEmpty: false` is for the integration tests, whose files share one
 * database in an order of vitest's choosing: the demo content is made once, beside what other files made.)
 */
export async function seed(
  payload: Payload,
  log: Log = (m) => payload.logger.info(m),
  { onlyIfEmpty = true }: { onlyIfEmpty?: boolean } = {},
): Promise<{ seeded: boolean }> {
  const last = await payload.kv.get<{ state: string }>(SEED_STATE)
  if (last?.state === 'started') await removeHalfSeed(payload, log)
  else if (last?.state === 'done' && !onlyIfEmpty) return { seeded: false }
  else if (onlyIfEmpty && !(await isEmpty(payload))) {
    log('seed: content exists, nothing to do')
    return { seeded: false }
  }
  log('seed: creating demo content')
  await payload.kv.set(SEED_STATE, { state: 'started', at: new Date().toISOString() })
  await createDemo(payload, log)
  await (await import('./portuguese')).seedPortuguese(payload, log)
  // The hooks indexed each document as it was made; a rebuild makes the index exactly the published content.
  await (await import('../search')).rebuildSearchIndex(payload, log)
  await payload.kv.set(SEED_STATE, { state: 'done', at: new Date().toISOString() })
  return { seeded: true }
}

/**
 * All or nothing: the seed marks its start and its end in Payload's key-value store (the payload_kv
 * table, in the same database). A seed stopped half-way (Ctrl-C during the first start, a killed
 * process) leaves "started": the next seed removes what it had made and starts again, instead of
 * taking half the content as seeded. One transaction for the whole seed would be simpler, but the
 * ecommerce plugin's hooks read outside the caller's transaction (they could not see the tours the
 * seed had just made), and SQLite runs Payload without transactions.
 */
const SEED_STATE = 'demo-seed'

/** Everything the seed writes into, children before what they point to. */
const SEEDED = [
  'variants',
  'variantOptions',
  'variantTypes',
  'pages',
  'forms',
  'tours',
  'guides',
  'categories',
  'matches',
  'teams',
  'leagues',
  'media',
] as const

async function removeHalfSeed(payload: Payload, log: Log): Promise<void> {
  log('seed: the last seed stopped half-way; removing what it made before seeding again')
  for (const collection of SEEDED)
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true, context: ctx })
}

/**
 * SEED_PICTURE_SCALE (0.05 to 1, default 1): the demo pictures drawn at that fraction of their size. For
 * tests of the seed itself (seed-atomic), where a picture's pixels are not the point and drawing 40
 * full-size ones with their three resized copies is most of a seed's time.
 */
function pictureScale(raw = process.env.SEED_PICTURE_SCALE): number {
  if (!raw?.trim()) return 1
  const scale = Number(raw)
  if (!(scale >= 0.05 && scale <= 1)) throw new Error(`SEED_PICTURE_SCALE must be from 0.05 to 1, got "${raw}"`)
  return scale
}

async function createDemo(payload: Payload, log: Log): Promise<void> {
  let n = 0
  const scale = pictureScale()
  const image = async (scene: Scene, alt: string, w = 1600, hgt = 1000) => {
    n += 1
    if (n % 5 === 1) log(`seed: drawing pictures (${n})`) // progress, so the launcher can tell a slow seed from a stalled one
    const data = await sceneJpeg(scene, n, Math.round(w * scale), Math.round(hgt * scale))
    const doc = await payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype: 'image/jpeg', name: `${scene}-${n}.jpg`, size: data.length },
      context: ctx,
    })
    return doc.id
  }

  const cats: Record<string, number> = {}
  for (const c of categories)
    cats[c.slug] = (await payload.create({ collection: 'categories', data: c, context: ctx })).id

  const altFor: Record<Scene, string> = {
    city: 'Pastel-coloured houses climbing a hill above the river at sunset',
    coast: 'Golden cliffs above a turquoise bay with waves breaking on the rocks',
    mountains: 'Layered mountain ridges fading into a hazy sky',
    vineyard: 'Terraced vineyards curving along a river valley',
    island: 'A green volcanic island rising from a deep blue ocean',
    forest: 'A misty laurel forest with a path along a water channel',
    market: 'Striped market stalls in front of a row of old town houses',
    football: 'A football pitch with white lines under floodlights',
  }

  const guideIds: number[] = []
  for (const g of guides) {
    const cover = await image(g.scene, altFor[g.scene])
    const published = new Date(Date.now() - g.daysAgo * 86_400_000).toISOString()
    const created = await payload.create({
      collection: 'guides',
      data: {
        title: g.title,
        slug: g.slug,
        excerpt: g.excerpt,
        cover,
        body: g.body as never,
        categories: g.categories.map((s) => cats[s]!) as number[],
        author: g.author,
        ...(g.slug === 'lisbon-in-three-days'
          ? {
              after: [{ blockType: 'liveMatch' as const, heading: 'Football tonight in Lisbon?' }],
            }
          : {}),
        publishedAt: published,
        _status: 'published',
        meta: { title: g.title, description: g.excerpt.slice(0, 160), image: cover },
      },
      context: ctx,
    })
    guideIds.push(created.id)
  }

  const tourIds: number[] = []
  const tourCovers: number[] = []
  for (const t of tours) {
    const cover = await image(t.scene, `${t.title}: ${altFor[t.scene].toLowerCase()}`)
    const gallery = []
    for (const s of t.gallery) gallery.push(await image(s, `${t.destination}: ${altFor[s].toLowerCase()}`, 1200, 900))
    const created = await payload.create({
      collection: 'tours',
      data: {
        title: t.title,
        slug: t.slug,
        sku: t.sku,
        summary: t.summary,
        cover,
        gallery: gallery as number[],
        durationDays: t.durationDays,
        priceFrom: t.priceFrom,
        currency: 'EUR',
        destination: t.destination,
        itinerary: t.itinerary.map((d, i) => ({ day: i + 1, title: d.title, description: doc(p(d.text)) as never })),
        included: t.included.map((item) => ({ item })),
        excluded: t.excluded.map((item) => ({ item })),
        faq: t.faq.map(([question, answer]) => ({ question, answer })),
        _status: 'published',
        meta: { title: t.title, description: t.summary.slice(0, 160), image: cover },
      },
      context: ctx,
    })
    tourIds.push(created.id)
    tourCovers.push(cover)
  }

  await seedTourVariants(payload, tourIds)

  const form = await payload.create({
    collection: 'forms',
    data: {
      title: 'Contact',
      submitButtonLabel: 'Send message',
      confirmationType: 'message',
      confirmationMessage: doc(
        p('Thank you! Your message has been received. We answer within one working day.'),
      ) as never,
      fields: [
        { blockType: 'text', name: 'name', label: 'Your name', required: true, width: 100 },
        { blockType: 'email', name: 'email', label: 'Email', required: true, width: 100 },
        { blockType: 'text', name: 'phone', label: 'Phone (optional)', required: false, width: 100 },
        {
          blockType: 'select',
          name: 'tour',
          label: 'Tour you are interested in',
          required: false,
          options: tours.map((t) => ({ label: t.title, value: t.slug })),
        },
        { blockType: 'textarea', name: 'message', label: 'Message', required: true, width: 100 },
      ],
    } as never,
    context: ctx,
  })

  const heroImage = await image('coast', 'A sunlit bay framed by ochre cliffs on the Portuguese coast')
  const slides = [
    await image('vineyard', altFor.vineyard),
    await image('island', altFor.island),
    await image('city', altFor.city),
  ]
  const galleryItems: { image: number; title: string; category: string }[] = []
  const galleryScenes: [Scene, string, string][] = [
    ['coast', 'Ponta da Piedade', 'Coast'],
    ['coast', 'Praia da Marinha', 'Coast'],
    ['mountains', 'Serra da Estrela', 'Mountains'],
    ['mountains', 'Peneda-Gerês', 'Mountains'],
    ['city', 'Alfama rooftops', 'Cities'],
    ['city', 'Ribeira, Porto', 'Cities'],
    ['island', 'Sete Cidades', 'Islands'],
    ['island', 'Pico from Faial', 'Islands'],
  ]
  for (const [s, title, category] of galleryScenes)
    galleryItems.push({ image: await image(s, `${title}: ${altFor[s].toLowerCase()}`, 1200, 1200), title, category })

  const link = (relationTo: 'pages' | 'guides' | 'tours', value: number, label: string) =>
    ({
      type: 'reference' as const,
      reference: { relationTo, value },
      label,
    }) as never
  const custom = (url: string, label: string) => ({ type: 'custom' as const, url, label })

  const contact = await payload.create({
    collection: 'pages',
    data: {
      title: 'Contact us',
      slug: 'contact',
      _status: 'published',
      hero: { style: 'none' },
      layout: [
        {
          blockType: 'richText',
          content: doc(
            p('Tell us where you would like to go and when. A travel designer will answer within one working day.'),
          ) as never,
        },
        { blockType: 'formBlock', form: form.id },
      ],
      meta: { title: 'Contact us', description: 'Ask us about a tour or a tailor-made trip in Portugal.' },
    },
    context: ctx,
  })

  const pricing = await payload.create({
    collection: 'pages',
    data: {
      title: 'Prices',
      slug: 'pricing',
      _status: 'published',
      hero: {
        style: 'compact',
        heading: 'Simple, honest prices',
        text: 'Per person, in a shared double room. No hidden fees.',
      },
      layout: [
        {
          blockType: 'pricingTable',
          heading: 'Choose how you travel',
          plans: [
            {
              name: 'Essential',
              price: '€690',
              period: 'per person, from',
              features: [
                { feature: 'Small group (max 12)' },
                { feature: '3-star central hotels' },
                { feature: 'Breakfast daily' },
              ],
              button: link('pages', contact.id, 'Ask about Essential'),
            },
            {
              name: 'Classic',
              price: '€1,190',
              period: 'per person, from',
              highlighted: true,
              features: [
                { feature: 'Small group (max 10)' },
                { feature: '4-star and boutique hotels' },
                { feature: 'Breakfast and three dinners' },
                { feature: 'All entrance tickets' },
                { feature: 'Private transfers' },
              ],
              button: link('pages', contact.id, 'Ask about Classic'),
            },
            {
              name: 'Private',
              price: '€2,400',
              period: 'per person, from',
              features: [
                { feature: 'Just you and your guide' },
                { feature: 'Hand-picked hotels' },
                { feature: 'Flexible days' },
                { feature: '24/7 local assistance' },
              ],
              button: link('pages', contact.id, 'Ask about Private'),
            },
          ],
        },
        {
          blockType: 'accordion',
          heading: 'Questions about prices',
          items: [
            {
              title: 'What is the deposit?',
              anchor: 'deposit',
              content: doc(p('20% when you book; the rest 45 days before departure.')) as never,
            },
            {
              title: 'Can I travel alone?',
              anchor: 'single',
              content: doc(p('Yes. A single-room supplement applies, or we pair you with a room-mate.')) as never,
            },
            {
              title: 'What if I cancel?',
              anchor: 'cancellation',
              content: doc(p('Free cancellation up to 60 days before departure; after that, see our terms.')) as never,
            },
          ],
        },
      ],
      meta: { title: 'Prices', description: 'Tour prices per person: Essential, Classic and Private.' },
    },
    context: ctx,
  })

  const galleryPage = await payload.create({
    collection: 'pages',
    data: {
      title: 'Gallery',
      slug: 'gallery',
      _status: 'published',
      hero: { style: 'compact', heading: 'Portugal in pictures', text: 'Moments from our tours, by region.' },
      layout: [{ blockType: 'gallery', heading: 'Portfolio', allLabel: 'All', items: galleryItems }],
      meta: { title: 'Gallery', description: 'Photos from our tours: coast, mountains, cities and islands.' },
    },
    context: ctx,
  })

  await payload.create({
    collection: 'pages',
    data: {
      title: 'Home',
      slug: 'home',
      _status: 'published',
      hero: {
        style: 'full',
        heading: 'Portugal, slowly',
        text: 'Small-group tours with local guides: wine valleys, wild coasts, volcanic islands and the cities in between.',
        image: heroImage,
        links: [
          { link: { type: 'custom', url: '/tours', label: 'See our tours' } },
          { link: link('pages', contact.id, 'Plan a trip') },
        ],
      },
      layout: [
        { blockType: 'toursGrid', heading: 'Tours for the coming season', limit: 3 },
        { blockType: 'liveMatch', heading: 'Live football' },
        {
          blockType: 'richText',
          content: doc(
            h('h2', 'Travel with people who live here'),
            p(
              'We are a small team of guides from Lisbon, Porto and the islands. We design each tour ourselves, stay in family-run hotels, and keep groups small so that every day leaves room for the unexpected.',
            ),
            ul('Groups of 12 at most', 'Local guides, paid fairly', 'Carbon-conscious transport'),
          ) as never,
        },
        {
          blockType: 'slider',
          variant: 'carousel',
          isMainSlider: false,
          slides: slides.map((s, i) => ({
            image: s,
            heading: ['Harvest in the Douro', 'Island days in the Azores', 'Evenings in Lisbon'][i],
            text: [
              'Pick grapes and tread them the old way.',
              'Whales, craters and hot springs.',
              'Fado, rooftops and the river.',
            ][i],
          })),
        },
        { blockType: 'latestGuides', heading: 'Latest travel guides', limit: 3 },
        {
          blockType: 'tabs',
          tabs: [
            {
              label: 'How to book',
              anchor: 'how-to-book',
              content: doc(
                p('Choose a tour and a date, send us a booking request, and we confirm availability within a day.'),
              ) as never,
            },
            {
              label: 'What to pack',
              anchor: 'what-to-pack',
              content: doc(
                p('Comfortable walking shoes, a light rain jacket and a sun hat, whatever the season.'),
              ) as never,
            },
            {
              label: 'Getting here',
              anchor: 'getting-here',
              content: doc(p('Lisbon, Porto and Faro have direct flights from most European cities.')) as never,
            },
          ],
        },
        {
          blockType: 'itinerary',
          heading: 'A typical day on tour',
          items: [
            {
              title: 'Morning: walk with your guide',
              content: doc(p('We start at 9:00, after breakfast, with the main visit of the day.')) as never,
              open: true,
            },
            {
              title: 'Lunch: where the locals eat',
              content: doc(p('A long lunch in a family restaurant, often with the owner cooking.')) as never,
            },
            {
              title: 'Afternoon: free time',
              content: doc(p('Swim, nap or explore; your guide suggests options.')) as never,
            },
            {
              title: 'Evening: optional dinner together',
              content: doc(p('Join the group or go your own way.')) as never,
            },
          ],
        },
        {
          blockType: 'accordion',
          heading: 'Frequently asked questions',
          items: [
            {
              title: 'How fit do I need to be?',
              anchor: 'fitness',
              content: doc(
                p('Most tours involve 2–4 hours of easy walking a day. Trekking tours are marked as such.'),
              ) as never,
            },
            {
              title: 'Are flights included?',
              anchor: 'flights',
              content: doc(p('No. We help you find the best connections once your tour is confirmed.')) as never,
            },
            {
              title: 'Can you tailor a trip?',
              anchor: 'tailor-made',
              content: doc(p('Yes. Private tours can be adapted to your dates, pace and interests.')) as never,
            },
          ],
        },
        {
          blockType: 'mediaBlock',
          media: slides[0]!,
          caption: 'Terraces above the Douro river in late September.',
          lightbox: true,
        },
        {
          blockType: 'cta',
          heading: 'Ready when you are',
          text: 'Tell us your dates and we will suggest the right tour.',
          links: [{ link: link('pages', contact.id, 'Contact us') }, { link: link('pages', pricing.id, 'See prices') }],
        },
      ],
      meta: {
        title: 'Small-group tours in Portugal',
        description:
          'Small-group tours in Portugal with local guides: Lisbon, the Douro, the Azores, Madeira and the Algarve.',
      },
    },
    context: ctx,
  })

  await payload.create({
    collection: 'pages',
    data: {
      title: 'Login / Register',
      slug: 'login',
      _status: 'published',
      hero: { style: 'none' },
      layout: [
        {
          blockType: 'loginRegister',
          heading: 'Your account',
          intro: 'Log in to see your booking requests, or create an account in a minute.',
          triggerId: 'login-register',
        },
      ],
      meta: { title: 'Login / Register', description: 'Log in or create your Sunway Tours account.' },
    },
    context: ctx,
  })

  const logoData = await logoPng('SW')
  const logo = await payload.create({
    collection: 'media',
    data: { alt: 'Sunway Tours' },
    file: { data: logoData, mimetype: 'image/png', name: 'logo.png', size: logoData.length },
    context: ctx,
  })

  await payload.updateGlobal({
    slug: 'header',
    data: {
      logo: logo.id,
      navigation: [
        {
          ...custom('/tours', 'Tours'),
          children: tours.map((t, i) => link('tours', tourIds[i]!, t.title)),
        },
        custom('/guides', 'Travel guides'),
        link('pages', pricing.id, 'Prices'),
        link('pages', galleryPage.id, 'Gallery'),
        link('pages', contact.id, 'Contact'),
      ],
      cta: link('pages', contact.id, 'Plan a trip'),
    } as never,
    context: ctx,
  })
  await payload.updateGlobal({
    slug: 'footer',
    data: {
      columns: [
        { title: 'Tours', links: tours.slice(0, 4).map((t, i) => link('tours', tourIds[i]!, t.title)) },
        {
          title: 'Travel guides',
          links: guides.slice(0, 4).map((g, i) => link('guides', guideIds[i]!, g.title.split(':')[0]!)),
        },
        {
          title: 'Company',
          links: [
            link('pages', pricing.id, 'Prices'),
            link('pages', galleryPage.id, 'Gallery'),
            link('pages', contact.id, 'Contact'),
          ],
        },
      ],
      social: [
        { network: 'instagram', url: 'https://www.instagram.com/' },
        { network: 'facebook', url: 'https://www.facebook.com/' },
        { network: 'youtube', url: 'https://www.youtube.com/' },
      ],
      note: 'Licensed travel agency RNAVT 0000 (demo).',
    } as never,
    context: ctx,
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      siteName: 'Sunway Tours',
      tagline: 'Small-group tours in Portugal with local guides.',
      timeZone: 'Europe/Lisbon',
      organization: {
        legalName: 'Sunway Tours, Lda.',
        telephone: '+351 210 000 000',
        email: 'hello@sunway.example',
        address: 'Rua Augusta 1, 1100-048 Lisboa',
      },
      booking: { cartRedirect: true, agencyEmail: 'bookings@sunway.example' },
      // A working demo chat (the number is a placeholder); no tracking ids, so no banner and no tags.
      chat: {
        telephone: '+351 910 000 000',
        message: 'Hello Sunway Tours! I have a question.\nTour reference: {SKU}',
        buttonDelay: 1,
        messageDelay: 8,
        messageViews: 1,
        messageBadge: true,
        tooltip: 'Questions? Chat with us',
        header: 'Sunway Tours',
        cta: 'Open chat',
        qr: true,
        bubbles: [
          { text: doc(p('Olá! 👋 We are the Sunway Tours travel designers.')), note: false },
          { text: doc(p('Ask us anything about our tours, dates or prices.')), note: false },
          { text: doc(p('Interested in tour {SKU}? Tell us your dates and group size.')), note: false },
          { text: doc(p('We usually answer within an hour, 9:00–19:00 Lisbon time.')), note: true },
        ],
      },
    } as never,
    context: ctx,
  })
  await seedFootball(payload, log)
  log(`seed: done (${guides.length} guides, ${tours.length} tours, 5 pages, ${n + 1} images)`)
}
