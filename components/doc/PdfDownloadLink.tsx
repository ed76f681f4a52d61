'use client';

import { useEffect, useState } from 'react';
import { parsePdfManifest, pdfLinkText, pdfManifestUrl, pdfUrl, type PdfFacts } from '@/lib/site/pdf-manifest';

// The export is written before the PDF, so the link comes from the JSON that `npm run build:pdf`
// rewrites: a build without the PDF (no Chromium, a test build) shows nothing, never a dead link.
export default function PdfDownloadLink() {
  const [facts, setFacts] = useState<PdfFacts | null>(null);
  useEffect(() => {
    let live = true;
    fetch(pdfManifestUrl())
      .then((response) => (response.ok ? response.json() : null))
      .then((json: unknown) => {
        if (live) setFacts(parsePdfManifest(json)?.pdf ?? null);
      })
      // Offline or a failed request: the page simply has no PDF link.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!facts) return null;
  return (
    <p className="pdf-download">
      <a href={pdfUrl(facts)} type="application/pdf">
        {pdfLinkText(facts)}
      </a>
    </p>
  );
}
