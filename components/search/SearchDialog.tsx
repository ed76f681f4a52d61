'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { loadSearchIndex, searchAll, type LoadedIndex } from '@/lib/browser/search/client';
import {
  STALLED_AFTER_MS,
  correctedQuery,
  escapeAction,
  flattenGroups,
  groupHitsByPage,
  moveActive,
  resultHref,
  shouldOpenOnFocus,
} from '@/lib/browser/search/panel';
import type { SearchOutcome } from '@/lib/search/search-core';
import type { SearchOptions } from '@/lib/search/types';
import { searchIndexNames } from '@/lib/search/index-names';
import { resultCountText, siteConfig } from '@/lib/site/site-config';
import { GLOSSARY_ROUTE } from '@/lib/site/routes';
import SearchResult from './SearchResult';
import { useNoResultsReport } from './useNoResultsReport';

export type SearchDialogProps = { onClose: () => void };

type IndexStatus = 'loading' | 'stalled' | 'ready';

function useSearchIndexes() {
  const [status, setStatus] = useState<IndexStatus>('loading');
  const [indexes, setIndexes] = useState<LoadedIndex[]>([]);
  useEffect(() => {
    let live = true;
    const stalled = window.setTimeout(() => live && setStatus((s) => (s === 'loading' ? 'stalled' : s)), STALLED_AFTER_MS);
    Promise.all(searchIndexNames(siteConfig).map((name) => loadSearchIndex(name))).then(
      (loaded) => {
        if (!live) return;
        setIndexes(loaded);
        setStatus('ready');
      },
    );
    return () => {
      live = false;
      window.clearTimeout(stalled);
    };
  }, []);
  return { status, indexes };
}

type Searched = { query: string; exact: boolean; outcome: SearchOutcome };
const NO_OUTCOME: SearchOutcome = { hits: [], corrections: [] };

// Each query loads the index parts its words need, so results arrive asynchronously: the latest
// answer stays on screen until the next one is there, and an answer to an older query is dropped.
function useSearch(status: IndexStatus, indexes: LoadedIndex[], query: string, exact: boolean, options: SearchOptions) {
  const [searched, setSearched] = useState<Searched | null>(null);
  // The query whose answer has taken long enough to say so; state is set only from callbacks.
  const [slowFor, setSlowFor] = useState<Searched | null>(null);
  const active = status === 'ready' && query.trim() !== '';
  useEffect(() => {
    if (!active) return;
    let live = true;
    const key = { query, exact, outcome: NO_OUTCOME };
    const stalled = window.setTimeout(() => live && setSlowFor(key), STALLED_AFTER_MS);
    void searchAll(indexes, query, options, exact).then((outcome) => {
      if (!live) return;
      window.clearTimeout(stalled);
      setSearched({ query, exact, outcome });
    });
    return () => {
      live = false;
      window.clearTimeout(stalled);
    };
  }, [active, indexes, query, exact, options]);
  const current = searched !== null && searched.query === query && searched.exact === exact;
  const slow = !current && slowFor !== null && slowFor.query === query && slowFor.exact === exact;
  return { outcome: searched && active ? searched.outcome : NO_OUTCOME, current, slow };
}

// The search command palette: a modal dialog with a combobox that controls a
// listbox of results grouped by page.
export default function SearchDialog({ onClose }: SearchDialogProps) {
  const t = siteConfig.search.translations;
  const { boosts, maxResults, maxQueryLength, openOnFocus } = siteConfig.search;
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const escapeHandled = useRef(false);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const { status, indexes } = useSearchIndexes();
  const [query, setQuery] = useState('');
  const [panelOpen, setPanelOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The reader chose the words as typed over the suggested correction.
  const [exact, setExact] = useState(false);

  const searchOptions = useMemo(() => ({ boosts, maxResults, maxQueryLength }), [boosts, maxResults, maxQueryLength]);
  const { outcome, current, slow } = useSearch(status, indexes, query, exact, searchOptions);
  const groups = useMemo(() => groupHitsByPage(outcome.hits), [outcome]);
  const hits = useMemo(() => flattenGroups(groups), [groups]);
  const searchedAs = outcome.corrections.length > 0 ? correctedQuery(query, outcome.corrections) : null;

  // New results make their first one active, in the same render as the results themselves.
  const [activeFor, setActiveFor] = useState<typeof hits | null>(null);
  if (activeFor !== hits) {
    setActiveFor(hits);
    setActive(hits.length > 0 ? 0 : -1);
  }

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    inputRef.current?.focus();
    return () => dialog.close();
  }, []);

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const openHit = (index: number) => {
    const hit = hits[index];
    if (!hit) return;
    router.push(resultHref(hit.document.sectionRoute, hit.terms));
    onClose();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setPanelOpen(true);
      setActive((current) => moveActive(current, hits.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (panelOpen && active >= 0) openHit(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      escapeHandled.current = true;
      const action = escapeAction(panelOpen, query);
      if (action === 'close-panel') setPanelOpen(false);
      else if (action === 'clear-query') setQuery('');
      else onClose();
    }
  };

  useNoResultsReport(query, current && hits.length === 0);

  const showResults = panelOpen && query.trim() !== '';
  const liveText =
    current
      ? hits.length > 0
        ? `${searchedAs ? `${t.correctedText} ”${searchedAs}”. ` : ''}${resultCountText(hits.length)}`
        : `${t.noResultsText} ”${query}”`
      : '';

  return (
    <dialog
      ref={dialogRef}
      className="search-dialog"
      aria-label={t.dialogLabel}
      onCancel={(event) => {
        // Escape from the input has already been handled step by step; elsewhere it closes.
        event.preventDefault();
        if (!escapeHandled.current) onClose();
        escapeHandled.current = false;
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className="search-dialog__box" ref={boxRef}>
        <form
          className="search-form"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            if (active >= 0) openHit(active);
          }}
          onReset={() => {
            setQuery('');
            setExact(false);
            inputRef.current?.focus();
          }}
        >
          <button type="submit" className="search-form__submit" title={t.submitButtonTitle} aria-label={t.submitButtonTitle}>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
              <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <input
            ref={inputRef}
            className="search-form__input"
            type="text"
            role="combobox"
            aria-label={t.placeholder}
            aria-autocomplete="list"
            aria-expanded={showResults}
            aria-controls={listboxId}
            aria-activedescendant={showResults && active >= 0 ? optionId(active) : undefined}
            placeholder={t.placeholder}
            value={query}
            maxLength={maxQueryLength}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            onChange={(event) => {
              setQuery(event.target.value.slice(0, maxQueryLength));
              setExact(false);
              setPanelOpen(true);
            }}
            onFocus={() => setPanelOpen(shouldOpenOnFocus(openOnFocus, query))}
            // The panel closes when focus leaves the search box, not when it moves from the input to
            // the links of the no-results answer or to the form's buttons on the way there (Tab).
            onBlur={(event) => {
              if (!(event.relatedTarget instanceof Node && boxRef.current?.contains(event.relatedTarget))) setPanelOpen(false);
            }}
            onKeyDown={onInputKeyDown}
          />
          {query !== '' && (
            <button type="reset" className="search-form__reset" title={t.clearButtonTitle} aria-label={t.clearButtonAriaLabel}>
              ×
            </button>
          )}
          <button type="button" className="search-form__cancel" onClick={onClose}>
            {t.cancelButtonText}
          </button>
        </form>

        <div className="search-panel" data-status={status}>
          {(status !== 'ready' || slow) && query.trim() !== '' && (
            <p className="search-panel__status">
              {(status === 'stalled' || slow) && <span className="spinner" aria-hidden="true" />}{' '}
              {status === 'stalled' || slow ? t.stalledText : t.loadingText}
            </p>
          )}
          {showResults && searchedAs && hits.length > 0 && (
            <p className="search-panel__correction">
              {t.correctedText} ”<strong>{searchedAs}</strong>”.{' '}
              <button
                type="button"
                className="search-panel__original"
                // Keep focus in the input, as the results do, so the panel stays open.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => setExact(true)}
              >
                {t.searchInsteadText} ”{query}”
              </button>
            </p>
          )}
          <ul
            id={listboxId}
            role="listbox"
            aria-label={t.resultsLabel}
            className="search-results"
            hidden={!showResults || hits.length === 0}
            // Keep focus in the input so a click on a result does not first close the panel.
            onMouseDown={(event) => event.preventDefault()}
          >
            {groups.map((group) => (
              <li key={group.pageRoute} role="presentation" className="search-results__group">
                <p className="search-results__page" id={`${id}-${group.hits[0].index}-page`} aria-hidden="true">
                  {group.pageTitle}
                </p>
                <ul role="presentation">
                  {group.hits.map(({ hit, index }) => (
                    <SearchResult
                      key={hit.document.id}
                      id={optionId(index)}
                      hit={hit}
                      active={index === active}
                      href={resultHref(hit.document.sectionRoute, hit.terms)}
                      onHover={() => setActive(index)}
                      onChoose={onClose}
                    />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {showResults && current && hits.length === 0 && (
            // A mouse press on its links keeps focus in the input, as on the results, so the panel
            // stays until the click lands (Safari does not focus a clicked link).
            <p className="search-panel__empty" onMouseDown={(event) => event.preventDefault()}>
              {t.noResultsText} ”<span className="search-panel__query">{query}</span>”
              {outcome.nearest && outcome.nearest.length > 0 && (
                <span className="search-panel__nearest">
                  {t.noResultsNearestText}
                  {outcome.nearest.map((page) => (
                    <Link key={page.route} href={resultHref(page.route, [])} onClick={onClose}>
                      {page.title}
                    </Link>
                  ))}
                </span>
              )}
              <Link className="search-panel__glossary" href={GLOSSARY_ROUTE} onClick={onClose}>
                {t.noResultsGlossaryText}
              </Link>
              {siteConfig.feedback && (
                <span className="search-panel__reported">
                  Ohjeen kirjoittajat näkevät nimettömänä haut, joihin ei löytynyt tuloksia, ja täydentävät ohjetta niiden perusteella.
                </span>
              )}
            </p>
          )}
          <p className="visually-hidden" role="status" aria-live="polite">
            {liveText}
          </p>
        </div>
        <p className="search-dialog__help" aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> {t.navigateHint} · <kbd>Enter</kbd> {t.openHint} · <kbd>Esc</kbd> {t.closeHint}
        </p>
      </div>
    </dialog>
  );
}
