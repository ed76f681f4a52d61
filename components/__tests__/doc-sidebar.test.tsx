/**
 * @jest-environment jsdom
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SidebarMenu } from '../layout/DocSidebar';
import type { ClientSidebarItem } from '@/lib/site/sidebar';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A large manual: the first category is listed in the page, the second only by its folder.
const tree: ClientSidebarItem[] = [
  ['Perustoiminnot', '/category/perustoiminnot', [['Osastot', '/perustoiminnot/osastot']]],
  ['Generoitu osa 3', '/category/generoitu-3', '/generoitu-3'],
];
const list: ClientSidebarItem[] = [['Sivu 101', '/generoitu-3/sivu-101'], ['Sivu 102', '/generoitu-3/sivu-102']];

let container: HTMLDivElement;
let root: Root;
const fetchMock = jest.fn();

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  // Collapsible asks for the reduced-motion preference; jsdom has no matchMedia.
  window.matchMedia = ((query: string) => ({ matches: true, media: query }) as MediaQueryList) as typeof window.matchMedia;
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const answer = (body: unknown, ok = true) => fetchMock.mockResolvedValue({ ok, json: async () => body } as Response);
const render = async () => act(async () => root.render(<SidebarMenu items={tree} aliases={{}} />));
const caret = (label: string) => container.querySelector<HTMLButtonElement>(`button[aria-label$="luokka ${label}"]`)!;
const links = () => [...container.querySelectorAll('a')].filter((a) => !a.closest('[hidden]')).map((a) => a.textContent);

describe('a category sent by its folder', () => {
  it('stays closed and unloaded on other pages, and loads its pages when the reader opens it', async () => {
    pathname = '/perustoiminnot/osastot';
    answer(list);
    await render();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(caret('Generoitu osa 3').getAttribute('aria-expanded')).toBe('false');
    await act(async () => caret('Generoitu osa 3').click());
    expect(fetchMock).toHaveBeenCalledWith('/manual/sidebar/generoitu-3.json');
    expect(caret('Generoitu osa 3').getAttribute('aria-expanded')).toBe('true');
    expect(links()).toEqual(['Perustoiminnot', 'Osastot', 'Generoitu osa 3', 'Sivu 101', 'Sivu 102']);
  });

  it('opens by itself on one of its pages, with that page marked current', async () => {
    pathname = '/generoitu-3/sivu-102';
    answer(list);
    await render();
    expect(caret('Generoitu osa 3').getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('a[aria-current="page"]')?.textContent).toBe('Sivu 102');
  });

  it('says so calmly and links the category page when its list is broken or missing', async () => {
    pathname = '/perustoiminnot/osastot';
    for (const [body, ok] of [[{ not: 'a list' }, true], [null, false]] as const) {
      answer(body, ok);
      await render();
      await act(async () => caret('Generoitu osa 3').click());
      expect(caret('Generoitu osa 3').getAttribute('aria-expanded')).toBe('false');
      const status = container.querySelector('[role="status"]');
      expect(status?.textContent).toContain('Luokan sivuja ei saatu ladattua.');
      expect(status?.querySelector('a')?.getAttribute('href')).toBe('/category/generoitu-3');
      act(() => root.unmount());
      root = createRoot(container);
    }
  });
});
