import {
  correctedQuery,
  escapeAction,
  flattenGroups,
  groupHitsByPage,
  moveActive,
  parseHighlightParam,
  resultHref,
  shouldOpenOnFocus,
} from '../search/panel';
import { isSearchShortcut } from '../search/shortcut';
import { searchIndexNames } from '../../search/index-names';
import { siteConfig } from '../../site/site-config';
import type { SearchHit } from '../../search/types';

function hit(id: number, sectionRoute: string, pageTitle: string): SearchHit {
  return {
    document: { id, title: pageTitle, content: '', keywords: [], sidebarParentCategories: [], sectionTitle: pageTitle, pageTitle, sectionRoute, type: 'docs' },
    score: 10 - id,
    terms: ['vuoro'],
  };
}

const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });

describe('search panel logic', () => {
  test('groups hits by page in order of their best hit, keeping a flat reading order', () => {
    const hits = [hit(1, '/manual/a#x', 'A'), hit(2, '/manual/b', 'B'), hit(3, '/manual/a#y', 'A')];
    const groups = groupHitsByPage(hits);
    expect(groups.map((g) => g.pageTitle)).toEqual(['A', 'B']);
    expect(groups[0].hits.map((h) => h.index)).toEqual([0, 1]);
    expect(groups[1].hits.map((h) => h.index)).toEqual([2]);
    expect(flattenGroups(groups).map((h) => h.document.id)).toEqual([1, 3, 2]);
  });

  test('arrow keys move the active item and wrap around', () => {
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });

  test('Escape closes an open panel first, then clears the query, then closes the dialog', () => {
    expect(escapeAction(true, 'vuoro')).toBe('close-panel');
    expect(escapeAction(false, 'vuoro')).toBe('clear-query');
    expect(escapeAction(false, '')).toBe('close-dialog');
  });

  test('the panel opens on focus only with openOnFocus or a query', () => {
    expect(shouldOpenOnFocus(false, '')).toBe(false);
    expect(shouldOpenOnFocus(false, 'a')).toBe(true);
    expect(shouldOpenOnFocus(true, '')).toBe(true);
  });

  test('a result link drops the base path, carries the terms and keeps the anchor', () => {
    expect(resultHref('/manual/perustoiminnot/osastot#osaston-lisääminen', ['osasto', 'lisää'])).toBe(
      '/perustoiminnot/osastot?hl=osasto%20lis%C3%A4%C3%A4#osaston-lisääminen',
    );
    expect(resultHref('/manual/', [])).toBe('/');
    expect(resultHref('/manual', ['a'])).toBe('/?hl=a');
  });

  test('the highlight parameter is split, de-duplicated and cut to the query limit', () => {
    expect(parseHighlightParam('vuoro  lista vuoro', 512)).toEqual(['vuoro', 'lista']);
    expect(parseHighlightParam(null, 512)).toEqual([]);
    expect(parseHighlightParam('a'.repeat(5000), 512)[0]).toHaveLength(512);
  });

  test('only Ctrl+K and ⌘K open search, never a bare letter', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('/'))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
  });

  test('index names follow the docs plugin and version', () => {
    expect(searchIndexNames(siteConfig)).toEqual(['docs-default-current']);
    expect(searchIndexNames({ ...siteConfig, search: { ...siteConfig.search, indexPages: true } })).toEqual([
      'docs-default-current',
      'default',
    ]);
  });
});

describe('correctedQuery', () => {
  test('replaces the corrected words and keeps the rest as typed', () => {
    expect(correctedQuery('Vuorolsitan julkaiseminen', [{ from: 'vuorolsitan', to: 'vuorolistan' }])).toBe('vuorolistan julkaiseminen');
    expect(correctedQuery('kalentri', [])).toBe('kalentri');
  });
});
