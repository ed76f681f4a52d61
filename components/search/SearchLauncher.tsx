'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import LazyPart from '@/components/layout/LazyPart';
import { useHydrated } from '@/components/layout/useHydrated';
import { isSearchShortcut } from '@/lib/browser/search/shortcut';
import { siteConfig } from '@/lib/site/site-config';
import type { SearchDialogProps } from './SearchDialog';

const loadDialog = () => import('./SearchDialog');

// The navbar's search entry: a button, and Ctrl+K / ⌘K anywhere. The dialog and FlexSearch are
// loaded only when a reader first opens search, so they stay out of every page's first load.
export default function SearchLauncher() {
  const t = siteConfig.search.translations;
  const [open, setOpen] = useState(false);
  const isMac = useHydrated() && /Mac|iPhone|iPad/.test(navigator.platform);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
        onMouseEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <svg className="search-button__icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="search-button__text">{t.buttonText}</span>
        <span className="search-button__keys" aria-hidden="true">
          <kbd>{isMac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && (
        <div className="search-lazy">
          <LazyPart<SearchDialogProps> load={loadDialog} props={{ onClose: close }} label="haku" />
        </div>
      )}
    </>
  );
}
