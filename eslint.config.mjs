import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Build-time code (lib/build, contentlayer's generated data) must never reach the browser: a client
// component, or a module of the parts the browser loads, may import its types only. Next would
// otherwise bundle it silently.
const BUILD_ONLY = /(^|\/)lib\/build(\/|$)|^contentlayer\/generated/;
const BROWSER_PATHS = /\/lib\/(browser|site|search)\//;
const boundary = {
  rules: {
    'no-build-code-in-browser': {
      meta: {
        type: 'problem',
        messages: {
          build: 'Browser code imports build-time code ({{source}}). Move what both sides need to lib/site or lib/browser.',
        },
      },
      create(context) {
        let browser = BROWSER_PATHS.test(context.filename.split('\\').join('/'));
        return {
          Program(node) {
            browser ||= node.body.some((s) => s.type === 'ExpressionStatement' && s.directive === 'use client');
          },
          ImportDeclaration(node) {
            const typesOnly =
              node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
            if (browser && !typesOnly && BUILD_ONLY.test(node.source.value)) {
              context.report({ node, messageId: 'build', data: { source: node.source.value } });
            }
          },
        };
      },
    },
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    plugins: { boundary },
    rules: { 'boundary/no-build-code-in-browser': 'error' },
  },
  {
    ignores: ['.next/**', '.contentlayer/**', 'out/**', 'out-e2e/**', 'out-edge/**', '**/.wrangler/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
];

export default config;
