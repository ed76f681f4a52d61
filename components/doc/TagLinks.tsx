import Link from 'next/link';

export type TagLink = { label: string; href: string };

// A page's tags as links to their tag pages.
export default function TagLinks({ tags }: { tags: TagLink[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="tag-links">
      <span className="tag-links__title">Tunnisteet:</span>
      <ul>
        {tags.map((t) => (
          <li key={t.href}>
            <Link className="tag" href={t.href} rel="tag">
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
