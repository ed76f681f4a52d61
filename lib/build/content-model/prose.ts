// The prose of a page as the reader sees it, line by line, from the page's mdast: for the spell
// check and the word count. What is seen is decided in visible-text.ts, for search as well; inline
// code is seen but is not prose: it holds codes and keys (`V`, `Ctrl`), not words to spell-check.
import type { Nodes, Root } from 'mdast';
import type { SourceLine } from './frontmatter';
import { expressionText, isBareUrlLink, isInvisible, visibleAttributes } from './visible-text';

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

function collectPieces(node: Nodes, out: Piece[]) {
  const block = !PHRASING.has(node.type);
  if (block) out.push('boundary');
  if (isInvisible(node)) {
    // A word must not run into the text on the other side of something that is not prose.
    if (!block) out.push({ line: lineOfNode(node), text: ' ' });
    if (block) out.push('boundary');
    return;
  }
  switch (node.type) {
    case 'text':
      pushText(out, lineOfNode(node), node.value);
      break;
    case 'image':
    case 'imageReference':
      if (node.alt) out.push({ line: lineOfNode(node), text: ` ${node.alt} ` });
      break;
    case 'link':
      if (isBareUrlLink(node)) out.push({ line: lineOfNode(node), text: ' ' });
      else for (const child of node.children) collectPieces(child, out);
      break;
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
      out.push({ line: lineOfNode(node), text: ` ${expressionText(node.value)} ` });
      break;
    case 'inlineCode':
    case 'break':
      out.push({ line: lineOfNode(node), text: ' ' });
      break;
    case 'thematicBreak':
      break;
    default:
      for (const { text, line } of visibleAttributes(node)) out.push('boundary', { line, text }, 'boundary');
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

