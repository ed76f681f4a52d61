'use client';

import { useEffect, useState } from 'react';
import { parsePdfManifest, pdfLinkText, pdfManifestUrl, pdfUrl, type PdfFacts } from '@/lib/site/pdf-manifest';

// The export is written before the PDF, so the link comes from the JSON that `npm run build:pdf`
// rewrites: a build without the PDF (no Chromium, a test build) shows an empty line, never a dead link.
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
  // The line is there from the first paint and the link fills it when the manifest arrives, so the
  // text below never moves (it did: a layout shift of 0.055 on the start page, Lighthouse mobile).
  return (
    <p className="pdf-download">
      {facts && (
        <a href={pdfUrl(facts)} type="application/pdf">
          {pdfLinkText(facts)}
        </a>
      )}
    </p>
  );
}
