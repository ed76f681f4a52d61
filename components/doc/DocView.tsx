import Breadcrumbs from './Breadcrumbs';
import PrevNext from './PrevNext';
import TableOfContents from './TableOfContents';
import MdxContent from '@/components/mdx/MdxContent';
import SearchHighlighter from '@/components/search/SearchHighlighter';
import { PreferredVersionSaver, RouteContextProvider } from '@/components/layout/RouteContext';
import { getBreadcrumbs, getPrevNext, type DocPage, type SidebarItem } from '@/lib/build/navigation';
import { tocHeadings } from '@/lib/build/toc';
import { siteConfig } from '@/lib/site/site-config';

export default function DocView({ doc, code, sidebar }: { doc: DocPage; code: string; sidebar: SidebarItem[] }) {
  const { minHeadingLevel, maxHeadingLevel } = siteConfig.themeConfig.tableOfContents;
  const headings = tocHeadings(doc.headings, minHeadingLevel, maxHeadingLevel);
  const { prev, next } = getPrevNext(sidebar, doc.route);
  const version = siteConfig.docs.versions.find((v) => v.isLast) ?? siteConfig.docs.versions[0];
  const routeContext = {
    route: doc.route,
    pluginId: siteConfig.docs.pluginId,
    versionName: version.name,
    versions: siteConfig.docs.versions.map((v) => v.name),
  };
  return (
    <RouteContextProvider value={routeContext}>
      <PreferredVersionSaver />
      <div className="doc-column">
        {doc.route !== '/' && <Breadcrumbs crumbs={getBreadcrumbs(sidebar, doc.route)} />}
        <article key={doc.route} className="markdown" data-doc-article>
          <h1>{doc.title}</h1>
          <MdxContent code={code} />
        </article>
        <PrevNext prev={prev} next={next} />
        <SearchHighlighter />
      </div>
      <div className="toc-column">
        <TableOfContents headings={headings} />
      </div>
    </RouteContextProvider>
  );
}
