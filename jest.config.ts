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
  // Jest's default is one worker fewer than the cores: one worker on the 2-core CI machine, whose
  // main process then idles. Two workers use both cores (no test shares a file or a port with another).
  maxWorkers: 2,
  // The version support records carry, as the build defines it (webpack.config.ts).
  globals: { __APP_VERSION__: version },
};

export default config;
