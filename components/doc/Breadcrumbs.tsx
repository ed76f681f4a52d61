import Link from 'next/link';
import type { Crumb } from '@/lib/build/navigation';
import { UI } from '@/lib/site/strings';

export default function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={UI.breadcrumbs}>
      <ol>
        <li>
          <Link href="/">Etusivu</Link>
        </li>
        {crumbs
          .filter((c) => c.href !== '/')
          .map((crumb, i, all) =>
            i === all.length - 1 ? (
              <li key={crumb.href}>
                <span aria-current="page">{crumb.label}</span>
              </li>
            ) : (
              <li key={crumb.href}>
                <Link href={crumb.href}>{crumb.label}</Link>
              </li>
            ),
          )}
      </ol>
    </nav>
  );
}
