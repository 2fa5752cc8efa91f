/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { version } from './package.json';

const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }];

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': swc as never,
    '^.+\\.mjs$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|@faker-js/faker)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/src/test/styleStub.ts' },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/mocks/**/*.test.ts'],
  testTimeout: 30_000,
  // The version support records carry, as the build defines it (webpack.config.ts).
  globals: { __APP_VERSION__: version },
};

export default config;
