// A page's mdast (from the content model) → search sections: the text before the first heading,
// then one section per h1–h3 with the text under it. Only what the reader sees is kept: text,
// inline code, link texts, table cells, JSX children and Callout titles; never fenced code, URLs,
// JSX attributes, imports or front matter. Anchors are the rendered heading ids the model set.
import type { Root } from 'mdast';

export type Section = {
  // Heading text as rendered (page title for the part before the first heading).
  title: string;
  // Rendered id of the heading; null for the part before the first heading.
  anchor: string | null;
  content: string;
};

// The subset of mdast/MDX nodes this module reads.
type MdNode = {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdNode[];
  data?: { hProperties?: { id?: unknown } };
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

// Skipped with all their children: nothing of them is visible as text.
const SKIPPED = new Set(['code', 'mdxjsEsm', 'yaml', 'toml', 'html', 'image', 'imageReference', 'definition']);

// `{'<'}` and `{"text"}` render their string; any other expression (comments included) renders nothing we index.
export function expressionText(value: string | undefined): string {
  const m = (value ?? '').trim().match(/^(['"`])([^]*)\1$/);
  if (!m || (m[1] === '`' && m[2].includes('${'))) return '';
  return m[2].replace(/\\(.)/g, '$1');
}

function isUrlText(text: string, url: string | undefined): boolean {
  const t = text.trim();
  return t !== '' && (t === url || t === `mailto:${url}` || /^(?:https?:\/\/|www\.)\S+$/i.test(t));
}

// Visible text of phrasing content (headings, link texts).
function inlineText(node: MdNode): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value ?? '';
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
      return expressionText(node.value);
    case 'break':
      return ' ';
    default:
      if (SKIPPED.has(node.type) || !node.children) return '';
      return node.children.map(inlineText).join('');
  }
}

function attributeString(node: MdNode, name: string): string | undefined {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

function cleanText(text: string): string {
  return text.replace(URL_PATTERN, ' ').replace(/\s+/g, ' ').trim();
}

export function extractSections(mdast: Root, pageTitle: string): Section[] {
  const tree = mdast as unknown as MdNode;
  const sections: { title: string; anchor: string | null; parts: string[] }[] = [
    { title: pageTitle, anchor: null, parts: [] },
  ];
  const current = () => sections[sections.length - 1];
  const push = (text: string) => {
    if (text) current().parts.push(text);
  };

  const walk = (node: MdNode): void => {
    if (SKIPPED.has(node.type)) return;
    if (node.type === 'heading') {
      const id = node.data?.hProperties?.id;
      const anchor = typeof id === 'string' ? id : null;
      const title = cleanText(inlineText(node));
      if ((node.depth ?? 1) <= SECTION_MAX_DEPTH) {
        sections.push({ title, anchor, parts: [] });
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
        push(node.value ?? '');
        return;
      case 'mdxTextExpression':
      case 'mdxFlowExpression':
        push(expressionText(node.value));
        return;
      case 'break':
        push(' ');
        return;
      case 'link': {
        const text = inlineText(node);
        if (!isUrlText(text, node.url)) push(text);
        return;
      }
      default:
        break;
    }
    const block = BLOCKS.has(node.type);
    if (block) push('\n');
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      // The only attribute readers see as text is a Callout's title.
      const title = node.name === 'Callout' ? attributeString(node, 'title') : undefined;
      if (title) {
        push(title);
        push('\n');
      }
    }
    for (const child of node.children ?? []) walk(child);
    if (block) push('\n');
  };
  walk(tree);

  return sections
    .map((s) => ({ title: s.title, anchor: s.anchor, content: cleanText(s.parts.join('')) }));
}
