import { Link } from '../../components/Link'

export default function NotFound() {
  return (
    <div className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>This page has wandered off the map</h1>
      <p>The address may be mistyped, or the page has moved. These will get you back on the road:</p>
      <p className="hero__links" style={{ justifyContent: 'center' }}>
        <Link className="btn" href="/">
          Home
        </Link>
        <Link className="btn btn--ghost" href="/tours">
          Tours
        </Link>
        <Link className="btn btn--ghost" href="/guides">
          Travel guides
        </Link>
      </p>
    </div>
  )
}
