import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'platform/.data/**',
      'platform/media/**',
      'test-results/**',
      'playwright-report/**',
      // a developer's own scratch files (git-ignored)
      '.scratch/**',
      'next-env.d.ts',
    ],
  },
  {
    // CommonJS scripts (shared by the ESM scripts and the Playwright setup)
    files: ['scripts/**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures hand values on with a function called "use" (not React's hook)
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    rules: {
      // Pictures come from the platform's configured hosts with their sizes; next/image would proxy every one
      // through the Next server. Plain <img> with width/height keeps layout stable (CLS) and the server free.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];

export default config;
