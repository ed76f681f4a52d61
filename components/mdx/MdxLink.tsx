import Link from 'next/link';
import type { AnchorHTMLAttributes } from 'react';
import { isInternalRoute, normalizeContentHref } from '@/lib/site/routes';

// Site-absolute links in MDX are written without the base path; next/link adds it.
export default function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isInternalRoute(href)) {
    return (
      <Link href={normalizeContentHref(href)} {...rest}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
