'use client';

import { useEffect, useState } from 'react';
import type { TocHeading } from '@/lib/site/toc';
import { activeHeadingId } from '@/lib/site/toc';
import { UI } from '@/lib/site/strings';

type Props = { headings: TocHeading[]; variant?: 'column' | 'phone' };

// "Tällä sivulla": beside the article on a wide screen (variant column), and on a phone a
// disclosure at the top of the article (variant phone) whose entry closes it and jumps. CSS shows
// the one that fits; both mark the section being read.
export default function TableOfContents({ headings, variant = 'column' }: Props) {
  const [active, setActive] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (headings.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const navbar = document.querySelector<HTMLElement>('.navbar');
      const offset = (navbar?.offsetHeight ?? 0) + 16;
      const tops = headings.map((h) => ({
        id: h.id,
        top: document.getElementById(h.id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
      }));
      setActive(activeHeadingId(tops, offset, window.innerHeight));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [headings]);

  if (headings.length === 0) return null;

  const top = headings.filter((h) => h.level === 2 || !headings.some((p) => p.level === 2));
  const childrenOf = (index: number) => {
    const out: TocHeading[] = [];
    for (let i = index + 1; i < headings.length && headings[i].level > headings[index].level; i++) {
      out.push(headings[i]);
    }
    return out;
  };
  const link = (h: TocHeading) => (
    <a
      href={`#${h.id}`}
      className={active === h.id ? 'toc__link--active' : undefined}
      aria-current={active === h.id ? 'location' : undefined}
      onClick={variant === 'phone' ? () => setOpen(false) : undefined}
    >
      {h.text}
    </a>
  );

  const list = (
    <ul>
      {top.map((h) => {
        const children = h.level === 2 ? childrenOf(headings.indexOf(h)) : [];
        return (
          <li key={h.id}>
            {link(h)}
            {children.length > 0 && (
              <ul>
                {children.map((c) => (
                  <li key={c.id}>{link(c)}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );

  if (variant === 'phone') {
    return (
      <details className="toc-phone" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{UI.tocTitle}</summary>
        <nav className="toc" aria-label={UI.tocLabel}>
          {list}
        </nav>
      </details>
    );
  }
  return (
    <nav className="toc" aria-label={UI.tocLabel}>
      <p className="toc__title">{UI.tocTitle}</p>
      {list}
    </nav>
  );
}
