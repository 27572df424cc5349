import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './tests/support/sequencer.ts';

// One embedded PostgreSQL per run (tests/support/global-setup.ts), a database per test file.
// isolate: false: a worker imports the server's modules once for all its files instead of once per
// file (about 5 s each); each file still builds its own app over its own database, and settings from
// the environment are read when an app is built, not when a module loads.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: true,
    isolate: false,
    maxWorkers: 3,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    sequence: { sequencer: LongestFirstSequencer },
    reporters: ['default', ['json', { outputFile: '.test-output/results.json' }]],
    // Playwright's own frame bookkeeping rejects after headless Chromium's print preview detaches
    // its frame (kiosk-print): an error inside the driver, not of the product nor of an assertion.
    onUnhandledError: (error) => !(error.message === 'Frame has been detached.' && String(error.stack).includes('_eventBelongsToStaleFrame')),
  },
});
