import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'node',
  testMatch: ['**/__tests__/**/*.test.ts', '**/__tests__/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/.next/', '/out/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
