import Breadcrumbs from './Breadcrumbs';
import LastUpdated from './LastUpdated';
import PdfDownloadLink from './PdfDownloadLink';
import PrevNext from './PrevNext';
import TableOfContents from './TableOfContents';
import TagLinks from './TagLinks';
import MdxContent from '@/components/mdx/MdxContent';
import PageRoot from '@/components/layout/PageRoot';
import { PageFeedback } from '@/components/layout/deferred-parts';
import SearchHighlighter from '@/components/search/SearchHighlighter';
import { PreferredVersionSaver, RouteContextProvider } from '@/components/layout/RouteContext';
import type { LastUpdated as LastUpdatedDate } from '@/lib/build/last-updated';
import { getBreadcrumbs, getPrevNext, type DocPage, type SidebarItem } from '@/lib/build/navigation';
import { tagLinks } from '@/lib/build/tags';
import { tocHeadings } from '@/lib/build/toc';
import { docsTagRoute } from '@/lib/site/routes';
import { siteConfig } from '@/lib/site/site-config';

type Props = { doc: DocPage; code: string; sidebar: SidebarItem[]; lastUpdated: LastUpdatedDate | null };

export default function DocView({ doc, code, sidebar, lastUpdated }: Props) {
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
      <PageRoot kind="docsPage">
        <div className="doc-column">
          {doc.route !== '/' && <Breadcrumbs crumbs={getBreadcrumbs(sidebar, doc.route)} />}
          <article key={doc.route} className="markdown" data-doc-article>
            <h1>{doc.title}</h1>
            <TableOfContents headings={headings} variant="phone" />
            {doc.route === '/' && <PdfDownloadLink />}
            <MdxContent code={code} />
            <footer className="doc-footer">
              <TagLinks tags={tagLinks(doc.tags, docsTagRoute)} />
              <LastUpdated date={lastUpdated} />
            </footer>
          </article>
          {siteConfig.feedback && (
            <PageFeedback endpoint={siteConfig.feedback.endpoint} route={doc.route} />
          )}
          <PrevNext prev={prev} next={next} />
          <SearchHighlighter />
        </div>
        <div className="toc-column">
          <TableOfContents headings={headings} />
        </div>
      </PageRoot>
    </RouteContextProvider>
  );
}
