import type { Metadata } from 'next';
import CrashOnDemand from './CrashOnDemand';

// A page for the browser tests of the error states. Only the test build has it: `npm run build:e2e`
// copies this folder to app/testit/vikatilat, so the release build never sees it.
export const metadata: Metadata = { title: 'Vikatilojen testisivu', robots: { index: false, follow: false } };

export default function FaultTestPage() {
  return (
    <div className="doc-column">
      <article className="markdown">
        <h1>Vikatilojen testisivu</h1>
        <p>Tämä sivu on automaattisia selaintestejä varten. Käyttöohjeen lukijan ei tarvitse käyttää sitä.</p>
        <CrashOnDemand />
      </article>
    </div>
  );
}
