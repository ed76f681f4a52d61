'use client';

import { useEffect } from 'react';
import { errorMessages, isLoadError } from '@/lib/browser/errors';
import { UI } from '@/lib/site/strings';

// Errors stay inside the page area: the navbar, sidebar and footer keep working. Each section's
// error.tsx (app/(docs), app/blog) shows it inside the section's columns. There is no app/error.tsx:
// it would only add a second copy of this module to every page's first load.
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isLoadError(error)) {
    return (
      <div className="doc-column error-page" role="alert">
        <h1>{UI.loadFailedTitle}</h1>
        <p>{UI.loadFailedText}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {UI.retry}
        </button>
      </div>
    );
  }

  return (
    <div className="doc-column error-page" role="alert">
      <h1>{UI.crashTitle}</h1>
      <p>{UI.crashText}</p>
      <button type="button" className="button" onClick={reset}>
        {UI.retry}
      </button>
      <pre className="error-page__details">{errorMessages(error)}</pre>
    </div>
  );
}
