import { NotFoundView } from '../../../components/NotFoundView'

// What a client-side navigation to a missing page shows. A page's notFound() is sent by Next.js as an
// empty shell only its scripts fill, so server.mjs sends the page %5Fnot-found-page/ instead
// (lib/not-found-page.mjs), which renders this same view.
export default function NotFound() {
  return <NotFoundView />
}
