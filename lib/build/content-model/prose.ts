// The prose of a page as the reader sees it, line by line, from the page's mdast: for the spell
// check and the word count. Code, URLs, imports and JSX attributes other than a Callout's title
// are not prose.
import type { Nodes, Root } from 'mdast';
import type { SourceLine } from './frontmatter';

// JSX attributes rendered as text; every other attribute is code.
const VISIBLE_ATTRIBUTES: Record<string, string[]> = { Callout: ['title'] };

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'inlineCode',
  'break',
  'image',
  'imageReference',
  'footnoteReference',
  'mdxJsxTextElement',
  'mdxTextExpression',
]);

type Piece = { line: number; text: string } | 'boundary';

function lineOfNode(node: Nodes): number {
  return node.position?.start.line ?? 1;
}

function pushText(out: Piece[], line: number, value: string) {
  value.split(/\r?\n/).forEach((part, i) => out.push({ line: line + i, text: part }));
}

// Autolinked URLs (GFM) show the address itself as the link text: that is not prose.
function isBareUrl(node: Nodes & { type: 'link' }): boolean {
  const only = node.children.length === 1 ? node.children[0] : null;
  if (!only || only.type !== 'text') return false;
  return (
    only.value === node.url ||
    node.url.replace(/^mailto:/, '') === only.value ||
    /^(https?:\/\/|www\.)/i.test(only.value)
  );
}

function collectPieces(node: Nodes, out: Piece[]) {
  const block = !PHRASING.has(node.type);
  if (block) out.push('boundary');
  switch (node.type) {
    case 'text':
      pushText(out, lineOfNode(node), node.value);
      break;
    case 'image':
      if (node.alt) out.push({ line: lineOfNode(node), text: node.alt });
      break;
    case 'link':
      if (isBareUrl(node)) out.push({ line: lineOfNode(node), text: ' ' });
      else for (const child of node.children) collectPieces(child, out);
      break;
    case 'inlineCode':
    case 'break':
    case 'mdxTextExpression':
    case 'footnoteReference':
      // A word must not run into the text on the other side of something that is not prose.
      out.push({ line: lineOfNode(node), text: ' ' });
      break;
    case 'code':
    case 'html':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'definition':
    case 'thematicBreak':
    case 'yaml':
      break;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const visible = VISIBLE_ATTRIBUTES[node.name ?? ''] ?? [];
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || !visible.includes(attribute.name)) continue;
        if (typeof attribute.value !== 'string') continue;
        const line = attribute.position?.start.line ?? lineOfNode(node);
        out.push('boundary', { line, text: attribute.value }, 'boundary');
      }
      for (const child of node.children) collectPieces(child, out);
      break;
    }
    default:
      if ('children' in node) for (const child of node.children) collectPieces(child as Nodes, out);
  }
  if (block) out.push('boundary');
}

// Inline pieces of one block on one source line are joined, so `**TES**:n` is checked as `TES:n`.
function joinPieces(pieces: Piece[]): SourceLine[] {
  const lines: SourceLine[] = [];
  let current: SourceLine | null = null;
  for (const piece of [...pieces, 'boundary' as const]) {
    if (piece !== 'boundary' && current && current.line === piece.line) {
      current.text += piece.text;
      continue;
    }
    const text = current?.text.replace(/\s+/g, ' ').trim();
    if (current && text) lines.push({ line: current.line, text });
    current = piece === 'boundary' ? null : { ...piece };
  }
  return lines;
}

export function bodyProse(tree: Root): SourceLine[] {
  const pieces: Piece[] = [];
  collectPieces(tree, pieces);
  return joinPieces(pieces);
}

const WORD = /[\p{L}\p{N}]+(?:[-‐:'’.][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

