import { notFound, redirect } from 'next/navigation'
import { RenderBlocks } from '../blocks/RenderBlocks'
import { HeroComponent } from '../blocks/Hero/Component'
import { getPage, toOwnSlug } from '../lib/data'
import { payloadClient } from '../lib/payload'
import { publicPath } from '../lib/preview'
import { sanitizeUrl } from '../lib/sanitize-url'
import { Breadcrumbs } from './Breadcrumbs'

/** An editor's redirect (redirects plugin) for an address that has no page, or null. */
export async function findRedirect(path: string): Promise<string | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: path } },
    limit: 1,
    depth: 1,
  })
  const r = docs[0] as
    { to?: { type?: string; url?: string; reference?: { relationTo: string; value: { slug?: string } } } } | undefined
  if (!r?.to) return null
  if (r.to.type === 'custom') return sanitizeUrl(r.to.url ?? '')
  const ref = r.to.reference
  if (ref && typeof ref.value === 'object') return publicPath(ref.relationTo as 'pages', ref.value.slug)
  return null
}

export async function PageView({ slug }: { slug: string }) {
  const page = await getPage(slug)
  if (!page) {
    const to = await findRedirect(publicPath('pages', slug))
    if (to && to !== '#') redirect(to)
    notFound()
  }
  if (slug !== 'home') await toOwnSlug('pages', page, slug)
  const hero = page.hero
  const heroShown = hero && hero.style !== 'none' && (hero.heading || hero.image)
  return (
    <article data-page={page.slug}>
      {heroShown ? <HeroComponent {...hero} fallbackTitle={page.title} first /> : null}
      {slug !== 'home' && (
        <Breadcrumbs
          items={[
            { section: 'home', path: '/' },
            { name: page.title, path: publicPath('pages', page.slug) },
          ]}
        />
      )}
      {!heroShown && (
        <div className="container">
          <h1>{page.title}</h1>
        </div>
      )}
      <RenderBlocks blocks={page.layout} />
    </article>
  )
}
