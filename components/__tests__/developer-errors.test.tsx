/**
 * @jest-environment jsdom
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useMobileSidebar } from '../layout/Providers';
import { useRouteContext } from '../layout/RouteContext';
import { NavbarItemErrorBoundary } from '../layout/NavbarItem';
import type { ResolvedNavbarItem } from '@/lib/site/navbar-links';
import { siteConfig } from '@/lib/site/site-config';

jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ replace: jest.fn() }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function UsesMobileSidebar() {
  useMobileSidebar();
  return null;
}

function UsesRouteContext() {
  useRouteContext();
  return null;
}

describe('developer errors', () => {
  it('a context used outside its provider throws a context error', () => {
    expect(() => renderToString(<UsesMobileSidebar />)).toThrow(
      'Hook useMobileSidebar is called outside the <MobileSidebarProvider>.',
    );
  });

  it('the route-context helper throws when there is no route context', () => {
    expect(() => renderToString(<UsesRouteContext />)).toThrow('Unexpected: no Docusaurus route context found');
  });
});

describe('navbar item error boundary', () => {
  it('replaces a failing item with the message and its config, and keeps the rest', async () => {
    // The message shows the item's settings from the site configuration, found by the item's place.
    const at = siteConfig.themeConfig.navbar.items.length - 1;
    const item: ResolvedNavbarItem = { kind: 'search', position: 'right', at };
    function Broken(): null {
      throw new Error('render failed');
    }
    const container = document.createElement('div');
    document.body.append(container);
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      createRoot(container).render(
        <ul>
          <NavbarItemErrorBoundary item={item}>
            <Broken />
          </NavbarItemErrorBoundary>
          <li>Toimiva kohta</li>
        </ul>,
      );
    });
    spy.mockRestore();
    expect(container.textContent).toContain('A theme navbar item failed to render');
    expect(container.textContent).toContain(JSON.stringify(siteConfig.themeConfig.navbar.items[at]));
    expect(container.textContent).toContain('Toimiva kohta');
  });
});
