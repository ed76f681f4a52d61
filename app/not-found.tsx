import Link from 'next/link';
import DocsSection from '@/components/layout/DocsSection';
import PageRoot from '@/components/layout/PageRoot';
import { CategoryLinks } from '@/components/layout/DocSidebar';
import { getClientSidebar } from '@/lib/build/docs';

export const metadata = { title: 'Sivua ei löytynyt' };

export default function NotFound() {
  return (
    <DocsSection>
      <PageRoot kind="plainPage">
        <div className="doc-column not-found">
          <article className="markdown">
            <h1>Sivua ei löytynyt</h1>
            <p>
              Hakemaasi sivua ei ole tässä käyttöohjeessa. Osoite voi olla kirjoitettu väärin, tai sivu on siirretty. Voit
              hakea ohjeista painamalla <kbd>Ctrl</kbd> + <kbd>K</kbd> tai jatkaa jostakin näistä:
            </p>
            <ul>
              <li>
                <Link href="/">Aloitusopas</Link>
              </li>
              <CategoryLinks items={getClientSidebar().sidebar} />
            </ul>
          </article>
        </div>
      </PageRoot>
    </DocsSection>
  );
}
