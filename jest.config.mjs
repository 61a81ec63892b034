// Jest: units (lib, platform) run in node; component tests declare `@jest-environment jsdom`.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages that SWC must transform for jest. */
const esm = ['next-intl', 'use-intl', 'icu-minify', 'intl-messageformat', '@formatjs', 'jose', 'swiper', 'sm-crypto'];

const config = {
  testEnvironment: 'node',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // messages are precompiled, as the build has them (tests/utils/messages.ts): next-intl's plugin maps
    // use-intl's formatter to the one for precompiled messages, and so does this
    '^use-intl/format-message$': 'use-intl/format-message/format-only',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/utils/jest.setup.ts'],
  // draws the demo pictures once, before the platform suites (which seed in parallel) start
  globalSetup: '<rootDir>/tests/utils/jest.global-setup.ts',
  testMatch: ['<rootDir>/{lib,components,platform,app,tests/unit}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/tests/e2e/'],
  modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/.next-'],
  // the platform's integration tests open databases; give them room on a busy CI machine
  testTimeout: 60_000,
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}
