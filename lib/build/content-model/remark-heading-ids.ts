// Heading ids are given on the mdast, as Fumadocs' remark-heading and Nextra's remark-headings do:
// the content model reads them where it parses the page, and rehype-slug, which leaves a heading
// that already has an id alone, renders the same ids into the HTML. github-slugger is rehype-slug's
// own slugger, so the ids are the ones it would give (repeats get -1, -2, …).
import GithubSlugger from 'github-slugger';
import type { Heading, Nodes, Root } from 'mdast';
import { inlineText } from './visible-text';

export function headingsOf(tree: Root): Heading[] {
  const found: Heading[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'heading') found.push(node);
    else if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return found;
}

export default function remarkHeadingIds() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    for (const heading of headingsOf(tree)) {
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: slugger.slug(inlineText(heading)) } };
    }
  };
}
