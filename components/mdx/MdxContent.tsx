import type { ComponentProps } from 'react';
import { getMDXComponent } from 'next-contentlayer2/hooks';
import figures from '@/components/figures';
import Callout from './Callout';
import MdxLink from './MdxLink';

export default function MdxContent({ code }: { code: string }) {
  const Content = getMDXComponent(code);
  // A wide table scrolls inside a focusable region; each region needs its own name (axe landmark-unique).
  let tables = 0;
  const components = {
    a: MdxLink,
    table: (props: ComponentProps<'table'>) => {
      tables += 1;
      return (
        <div className="table-wrapper" tabIndex={0} role="region" aria-label={`Taulukko ${tables}`}>
          <table {...props} />
        </div>
      );
    },
    // A long code line scrolls sideways; keyboard readers must be able to reach it (axe scrollable-region-focusable).
    pre: (props: ComponentProps<'pre'>) => <pre tabIndex={0} {...props} />,
    Callout,
    ...figures,
  };
  return <Content components={components} />;
}
