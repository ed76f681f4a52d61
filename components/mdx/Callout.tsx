import type { ReactNode } from 'react';

const TITLES = { note: 'Huomio', tip: 'Vinkki', warning: 'Varoitus', danger: 'Tärkeää' } as const;
const ICONS = { note: 'ℹ', tip: '✓', warning: '!', danger: '‼' } as const;

export type CalloutType = keyof typeof TITLES;

export default function Callout({
  type = 'note',
  title,
  children,
}: {
  type?: CalloutType;
  title?: string;
  children: ReactNode;
}) {
  const kind: CalloutType = type in TITLES ? type : 'note';
  return (
    <aside className={`callout callout--${kind}`} aria-label={title ?? TITLES[kind]}>
      <p className="callout__title">
        <span aria-hidden="true">{ICONS[kind]}</span>
        {title ?? TITLES[kind]}
      </p>
      {children}
    </aside>
  );
}
