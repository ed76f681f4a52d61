'use client';

import Link from 'next/link';
import { snippetSegments } from '@/lib/browser/search/highlight';
import type { SearchHit } from '@/lib/search/types';

type Props = { id: string; hit: SearchHit; active: boolean; href: string; onHover: () => void; onChoose: () => void };

// Segments are rendered as text children, so a query can never become markup.
function Marked({ text, terms, maxLength }: { text: string; terms: string[]; maxLength?: number }) {
  return (
    <>
      {snippetSegments(text, terms, maxLength).map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
      )}
    </>
  );
}

// Each result is the option itself, a link with the option role: a link inside an option would be
// an interactive element nested in another.
export default function SearchResult({ id, hit, active, href, onHover, onChoose }: Props) {
  const { document: doc, terms } = hit;
  const isPageIntro = doc.sectionTitle === doc.pageTitle;
  return (
    <li role="presentation" className="search-result" data-active={active}>
      <Link
        id={id}
        href={href}
        role="option"
        aria-selected={active}
        tabIndex={-1}
        className="search-result__link"
        onClick={onChoose}
        onMouseMove={onHover}
      >
        <span className="search-result__title">
          {isPageIntro ? doc.pageTitle : <Marked text={doc.sectionTitle} terms={terms} maxLength={200} />}
        </span>
        {doc.content && (
          <span className="search-result__snippet">
            <Marked text={doc.content} terms={terms} />
          </span>
        )}
      </Link>
    </li>
  );
}
