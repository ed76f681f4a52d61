import type { Element, Root } from 'hast';
import rehypeTableRegions from '../rehype-table-regions';

const el = (tagName: string, children: Element[] = []): Element => ({ type: 'element', tagName, properties: {}, children });

test('every table, nested ones included, gets a focusable region named by its order on the page', () => {
  const tree: Root = { type: 'root', children: [el('table'), el('section', [el('p'), el('table')])] };
  rehypeTableRegions()(tree);
  const first = tree.children[0] as Element;
  const second = (tree.children[1] as Element).children[1] as Element;
  for (const [region, n] of [[first, 1], [second, 2]] as const) {
    expect(region.tagName).toBe('div');
    expect(region.properties).toMatchObject({ tabIndex: 0, role: 'region', ariaLabel: `Taulukko ${n}` });
    expect((region.children[0] as Element).tagName).toBe('table');
  }
});
