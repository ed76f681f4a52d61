import type { ComponentProps } from 'react';
import { getMDXComponent } from 'next-contentlayer2/hooks';
import figures from '@/components/figures';
import Callout from './Callout';
import MdxLink from './MdxLink';

const components = {
  a: MdxLink,
  table: (props: ComponentProps<'table'>) => (
    <div className="table-wrapper" tabIndex={0} role="region" aria-label="Taulukko">
      <table {...props} />
    </div>
  ),
  Callout,
  ...figures,
};

export default function MdxContent({ code }: { code: string }) {
  const Content = getMDXComponent(code);
  return <Content components={components} />;
}
