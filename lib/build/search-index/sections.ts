// A page's mdast (from the content model) → search sections: the text before the first heading,
// then one section per h1–h3 with the text under it. What counts as seen text is decided once, in
// content-model/visible-text.ts. Anchors are the heading ids the model set.
import type { Nodes, Root } from 'mdast';
import { expressionText, inlineText, isBareUrlLink, isInvisible, visibleAttributes } from '../content-model/visible-text';

export type Section = {
  // Heading text as rendered (page title for the part before the first heading).
  title: string;
  // Rendered id of the heading; null for the part before the first heading.
  anchor: string | null;
  content: string;
  // The visible text of the section's links, each as it stands in `content`. A link's words name
  // the page it leads to ("Muoto on sama kuin kuormitustekijöiden tuonnissa"), so the search
  // counts them for less than the section's own words (lib/build/search-index/build-index.ts).
  links: string[];
};

const SECTION_MAX_DEPTH = 3;
const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+/gi;

// Block-level nodes: their text is separated from the neighbours'.
const BLOCKS = new Set([
  'paragraph',
  'heading',
  'blockquote',
  'list',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
  'mdxJsxFlowElement',
  'footnoteDefinition',
]);

function cleanText(text: string): string {
  return text.replace(URL_PATTERN, ' ').replace(/\s+/g, ' ').trim();
}

export function extractSections(mdast: Root, pageTitle: string): Section[] {
  const sections: { title: string; anchor: string | null; parts: string[]; links: string[] }[] = [
    { title: pageTitle, anchor: null, parts: [], links: [] },
  ];
  const current = () => sections[sections.length - 1];
  const push = (text: string) => {
    if (text) current().parts.push(text);
  };

  const walk = (node: Nodes): void => {
    if (isInvisible(node)) return;
    if (node.type === 'heading') {
      const id = node.data?.hProperties?.id;
      const anchor = typeof id === 'string' ? id : null;
      const title = cleanText(inlineText(node));
      if (node.depth <= SECTION_MAX_DEPTH) {
        sections.push({ title, anchor, parts: [], links: [] });
      } else {
        push('\n');
        push(title);
        push('\n');
      }
      return;
    }
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        push(node.value);
        return;
      case 'mdxTextExpression':
      case 'mdxFlowExpression':
        push(expressionText(node.value));
        return;
      case 'image':
      case 'imageReference':
      case 'break':
        push(` ${inlineText(node)} `);
        return;
      case 'link':
        if (!isBareUrlLink(node)) {
          const text = inlineText(node);
          push(text);
          const link = cleanText(text);
          if (link) current().links.push(link);
        }
        return;
      default:
        break;
    }
    const block = BLOCKS.has(node.type);
    if (block) push('\n');
    for (const { text } of visibleAttributes(node)) {
      push(text);
      push('\n');
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
    if (block) push('\n');
  };
  walk(mdast);

  return sections
    .map((s) => ({ title: s.title, anchor: s.anchor, content: cleanText(s.parts.join('')), links: s.links }));
}
