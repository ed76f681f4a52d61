// The Finnish text of the figure components (components/figures/*.tsx), with line numbers, for the
// spell check: JSX text, the reader-facing attributes, template text, and strings under the
// property names that hold captions, labels and legend entries. Class names, SVG geometry, type
// literals and code keys are not prose and are left out.
import ts from 'typescript';

export type ProseLine = { line: number; text: string };

const PROSE_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'aria-description', 'label', 'caption']);
const PROSE_PROPERTIES = new Set(['title', 'text', 'label', 'name', 'issueText', 'wish', 'caption', 'description', 'hidden']);

function isProseString(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isJsxAttribute(parent)) return PROSE_ATTRIBUTES.has(parent.name.getText());
  if (ts.isJsxExpression(parent)) {
    const owner = parent.parent;
    return ts.isJsxAttribute(owner) ? PROSE_ATTRIBUTES.has(owner.name.getText()) : true;
  }
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) return PROSE_PROPERTIES.has(parent.name.getText());
  // `cond ? 'a' : 'b'` chains feed JSX or a prose property: judge them by where the chain ends up.
  if (ts.isConditionalExpression(parent) && parent.condition !== node) {
    let top: ts.Node = parent;
    while (ts.isConditionalExpression(top.parent) || ts.isParenthesizedExpression(top.parent)) top = top.parent;
    if (ts.isVariableDeclaration(top.parent)) return PROSE_PROPERTIES.has(top.parent.name.getText());
    return ts.isJsxExpression(top.parent) || ts.isTemplateSpan(top.parent);
  }
  return false;
}

export function extractFigureProse(source: string, fileName = 'figure.tsx'): ProseLine[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: ProseLine[] = [];
  const add = (node: ts.Node, text: string) => {
    if (/\p{L}/u.test(text)) out.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isTypeNode(node) || ts.isImportDeclaration(node)) return;
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (isProseString(node)) add(node, node.text);
    } else if (ts.isTemplateExpression(node) && isProseString(node)) {
      add(node.head, node.head.text);
      node.templateSpans.forEach((span) => add(span.literal, span.literal.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}
