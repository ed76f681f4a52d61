import type { Element, ElementContent, Root, RootContent } from 'hast';

// A wide table scrolls sideways inside a wrapper that keyboard readers can focus; each such
// region needs a name of its own (axe landmark-unique), so the tables are numbered in page order
// once, when the page is compiled, rather than by counting during every render.
export default function rehypeTableRegions() {
  return (tree: Root) => {
    let count = 0;
    const wrap = (nodes: (RootContent | ElementContent)[]) => {
      nodes.forEach((node, i) => {
        if (node.type !== 'element') return;
        if (node.tagName === 'table') {
          count += 1;
          const region: Element = {
            type: 'element',
            tagName: 'div',
            properties: { className: ['table-wrapper'], tabIndex: 0, role: 'region', ariaLabel: `Taulukko ${count}` },
            children: [node],
          };
          nodes[i] = region;
          return;
        }
        wrap(node.children);
      });
    };
    wrap(tree.children);
  };
}
