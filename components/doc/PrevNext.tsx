import Link from 'next/link';

type PrevNextEntry = { label: string; href: string };

type Props = {
  prev?: PrevNextEntry;
  next?: PrevNextEntry;
  // What the pair leads through, and the words above each link.
  label?: string;
  prevLabel?: string;
  nextLabel?: string;
};

export default function PrevNext({
  prev,
  next,
  label = 'Edellinen ja seuraava sivu',
  prevLabel = 'Edellinen',
  nextLabel = 'Seuraava',
}: Props) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={label}>
      {prev && (
        <Link className="pagination-nav__link pagination-nav__link--prev" href={prev.href} rel="prev">
          <span className="pagination-nav__sublabel">{prevLabel}</span>
          <span className="pagination-nav__label">« {prev.label}</span>
        </Link>
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" href={next.href} rel="next">
          <span className="pagination-nav__sublabel">{nextLabel}</span>
          <span className="pagination-nav__label">{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
