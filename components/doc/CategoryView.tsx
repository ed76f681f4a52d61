import Link from 'next/link';
import Breadcrumbs from './Breadcrumbs';
import PdfDownloadLink from './PdfDownloadLink';
import PrevNext from './PrevNext';
import PageRoot from '@/components/layout/PageRoot';
import { getBreadcrumbs, getPrevNext, type SidebarCategory, type SidebarItem } from '@/lib/build/navigation';

export default function CategoryView({ category, sidebar }: { category: SidebarCategory; sidebar: SidebarItem[] }) {
  const { prev, next } = getPrevNext(sidebar, category.href);
  return (
    <PageRoot kind="docsPage">
      <div className="doc-column">
        <Breadcrumbs crumbs={getBreadcrumbs(sidebar, category.href)} />
        <article className="markdown">
          <h1>{category.label}</h1>
          <p>{category.description}</p>
          <PdfDownloadLink />
          <ul className="card-grid">
            {category.items.map((item) => (
              <li key={item.href}>
                <Link className="card" href={item.href}>
                  <span className="card__title">
                    {item.type === 'category' ? '🗂 ' : ''}
                    {item.label}
                  </span>
                  <span className="card__description">{item.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </article>
        <PrevNext prev={prev} next={next} />
      </div>
    </PageRoot>
  );
}
