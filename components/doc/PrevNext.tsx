import Link from 'next/link';
import type { FlatEntry } from '@/lib/build/navigation';

export default function PrevNext({ prev, next }: { prev?: FlatEntry; next?: FlatEntry }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Edellinen ja seuraava sivu">
      {prev && (
        <Link className="pagination-nav__link pagination-nav__link--prev" href={prev.href} rel="prev">
          <span className="pagination-nav__sublabel">Edellinen</span>
          <span className="pagination-nav__label">« {prev.label}</span>
        </Link>
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" href={next.href} rel="next">
          <span className="pagination-nav__sublabel">Seuraava</span>
          <span className="pagination-nav__label">{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
