import { Link } from './Link'
import { siteUrl } from '../lib/preview'
import { JsonLd, breadcrumbLd } from './JsonLd'

export function Breadcrumbs({ items }: { items: { name: string; path: string }[] }) {
  return (
    <nav className="breadcrumbs container" aria-label="Breadcrumb">
      <JsonLd data={breadcrumbLd(siteUrl(), items)} />
      <ol>
        {items.map((it, i) => (
          <li key={it.path}>
            {i === items.length - 1 ? (
              <span aria-current="page">{it.name}</span>
            ) : (
              <Link href={it.path}>{it.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
