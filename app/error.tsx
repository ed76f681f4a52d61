'use client';

import { useEffect } from 'react';
import { errorMessages, isLoadError } from '@/lib/browser/errors';

// Errors stay inside the page area: the navbar, sidebar and footer keep working.
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isLoadError(error)) {
    return (
      <div className="doc-column error-page" role="alert">
        <h1>Sivun lataaminen epäonnistui</h1>
        <p>Sivun tietoja ei saatu ladattua. Tarkistakaa verkkoyhteys ja yrittäkää uudelleen.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>
    );
  }

  return (
    <div className="doc-column error-page" role="alert">
      <h1>This page crashed.</h1>
      <p lang="fi">Sivun näyttäminen epäonnistui. Voitte yrittää uudelleen tai siirtyä toiselle sivulle valikosta.</p>
      <button type="button" className="button" onClick={reset}>
        Try again
      </button>
      <pre className="error-page__details">{errorMessages(error)}</pre>
    </div>
  );
}
