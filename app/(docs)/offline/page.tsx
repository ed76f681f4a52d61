import PageRoot from '@/components/layout/PageRoot';
import { SaveOffline } from '@/components/layout/deferred-parts';
import SavedPages from '@/components/offline/SavedPages';

export const metadata = { title: 'Ei verkkoyhteyttä', robots: { index: false, follow: false } };

// What the offline worker shows for a page that is not on the device while there is no network.
export default function OfflinePage() {
  return (
    <PageRoot kind="plainPage">
      <div className="doc-column">
        <article className="markdown">
          <h1>Ei verkkoyhteyttä</h1>
          <p>
            Tätä sivua ei ole tallennettu tälle laitteelle, eikä sitä voi nyt hakea verkosta. Voit lukea sivuja, jotka olet
            avannut aiemmin tällä laitteella. Kun verkko taas toimii, lataa sivu uudelleen.
          </p>
          <SavedPages />
          <p>Jos tallennat koko ohjeen laitteelle, voit lukea ja hakea sitä myös ilman verkkoyhteyttä.</p>
          <SaveOffline />
        </article>
      </div>
    </PageRoot>
  );
}
