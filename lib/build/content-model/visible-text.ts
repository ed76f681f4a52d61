// What a reader sees of a page's mdast, decided once: the search sections (search-index/sections.ts),
// the spell check and word count (prose.ts) and the texts of headings and links (their ids
// included, remark-heading-ids.ts) all read text through this policy, so a word is either searched,
// spell-checked and counted, or none of these.
//
// Seen: text and inline code; a string expression's string (`{'<'}`, `{"…"}`); an image's alt
// text (read aloud, and the words a reader searches for a figure by); a Callout's title; link
// texts. Not seen: code blocks, HTML, imports and exports, front matter, definitions, any other
// expression (comments included), other JSX attributes, and a link whose text is its own address.
import type { Nodes } from 'mdast';

const INVISIBLE = new Set(['code', 'html', 'mdxjsEsm', 'yaml', 'toml', 'definition', 'footnoteReference']);

// JSX attributes rendered as text; every other attribute is code.
const VISIBLE_ATTRIBUTES: Record<string, readonly string[]> = { Callout: ['title'] };

export function isInvisible(node: Nodes): boolean {
  return INVISIBLE.has(node.type);
}

export function expressionText(value: string | undefined): string {
  const m = (value ?? '').trim().match(/^(['"`])([^]*)\1$/);
  if (!m || (m[1] === '`' && m[2].includes('${'))) return '';
  return m[2].replace(/\\(.)/g, '$1');
}

// Autolinked addresses (GFM) show the address itself as the link text: that is not prose.
export function isBareUrlLink(node: Nodes): boolean {
  if (node.type !== 'link') return false;
  const text = inlineText(node).trim();
  return text !== '' && (text === node.url || node.url.replace(/^mailto:/, '') === text || /^(?:https?:\/\/|www\.)\S+$/i.test(text));
}

// The visible attributes of a JSX element, with the line each is on.
export function visibleAttributes(node: Nodes): { text: string; line: number }[] {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return [];
  const names = VISIBLE_ATTRIBUTES[node.name ?? ''] ?? [];
  return node.attributes.flatMap((attribute) =>
    attribute.type === 'mdxJsxAttribute' && names.includes(attribute.name) && typeof attribute.value === 'string'
      ? [{ text: attribute.value, line: attribute.position?.start.line ?? node.position?.start.line ?? 1 }]
      : [],
  );
}

// The text of a node's own content, flat (a heading, a link, a table cell's phrasing).
export function inlineText(node: Nodes): string {
  if (isInvisible(node)) return '';
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
      return expressionText(node.value);
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'break':
      return ' ';
    default:
      return 'children' in node ? node.children.map((child) => inlineText(child as Nodes)).join('') : '';
  }
}
