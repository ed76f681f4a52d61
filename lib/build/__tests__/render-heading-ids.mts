// Run by tsx from content-model.test.ts: compiles MDX from stdin the way the site renders it
// (@mdx-js/mdx with the shared plugin list), renders it to HTML and prints the heading ids.
// A child process because @mdx-js/mdx is ESM-only, which jest's module system does not load.
import { compile, run } from '@mdx-js/mdx';
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { rehypePlugins, remarkPlugins } from '../content-model/pipeline';

const source = readFileSync(0, 'utf8');
const code = await compile(source, { outputFormat: 'function-body', remarkPlugins, rehypePlugins });
const { default: Content } = await run(String(code), { ...runtime, baseUrl: import.meta.url });
const html = renderToStaticMarkup(createElement(Content));
const ids = [...html.matchAll(/<h[1-6] id="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
process.stdout.write(JSON.stringify(ids));
