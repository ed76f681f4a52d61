import type { ComponentProps } from 'react';
import { getMDXComponent } from 'next-contentlayer2/hooks';
import figures from '@/components/figures';
import Callout from './Callout';
import MdxLink from './MdxLink';

const components = {
  a: MdxLink,
  // A long code line scrolls sideways; keyboard readers must be able to reach it (axe scrollable-region-focusable).
  pre: (props: ComponentProps<'pre'>) => <pre tabIndex={0} {...props} />,
  Callout,
  ...figures,
};

export default function MdxContent({ code }: { code: string }) {
  // The compiled page is a render function without hooks or state: calling it puts its elements in
  // place, where a component made from it on each render would be a new type every time.
  const renderPage = getMDXComponent(code);
  return renderPage({ components });
}
