import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// The unified/remark/micromark family, github-slugger, @orama and feed ship ESM only; SWC turns them into CommonJS.
const esmPackages = [
  '@orama',
  'github-slugger',
  'unified',
  'bail',
  'trough',
  'devlop',
  'vfile[^/]*',
  'unist-[^/]*',
  'mdast-[^/]*',
  'micromark[^/]*',
  'remark-[^/]*',
  'hast-[^/]*',
  'estree-util-[^/]*',
  'is-plain-obj',
  'decode-named-character-reference',
  'character-entities[^/]*',
  'character-reference-invalid',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'parse-entities',
  'stringify-entities',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'longest-streak',
  'zwitch',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'trim-lines',
  'html-void-elements',
  'web-namespaces',
  'fault',
  'format',
  'rehype-[^/]*',
  'hastscript',
  'flexsearch',
  'feed',
];

const config = createJestConfig({
  testEnvironment: 'node',
  testMatch: ['**/__tests__/**/*.test.ts', '**/__tests__/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/.next/', '/out/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Outside Next, the loaders' `import 'server-only'` resolves as in a server component: to nothing.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
    // FlexSearch's CommonJS build is a UMD bundle that needs `this` at the top level, which the SWC
    // transform takes away; the browser gets the ES module build anyway, so the tests use it too.
    '^flexsearch$': '<rootDir>/node_modules/flexsearch/dist/flexsearch.bundle.module.min.mjs',
  },
});

const jestConfig = async () => {
  const resolved = await config();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
};

export default jestConfig;
