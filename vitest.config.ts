import { defineConfig } from 'vitest/config';

// One embedded PostgreSQL per run (tests/support/global-setup.ts), a database per test file.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 3,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default', ['json', { outputFile: '.test-output/results.json' }]],
  },
});
