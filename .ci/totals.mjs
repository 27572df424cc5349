/**
 * Prints the totals of the last `vitest run` as one line, `N passed, N failed`, from the JSON
 * report (.test-output/results.json), and exits 1 when anything failed or the report is missing.
 *
 * A test file that crashed before its tests ran (a failed suite without failed tests) counts as
 * one failure, and so does a run that vitest marks unsuccessful for another reason (global setup,
 * unhandled errors), so the line never reads "0 failed" for a broken run.
 */
import { existsSync, readFileSync } from 'node:fs';

const REPORT = new URL('../.test-output/results.json', import.meta.url);

if (!existsSync(REPORT)) {
  console.error('no test report: the tests did not run');
  console.log('0 passed, 0 failed');
  process.exit(1);
}

const report = JSON.parse(readFileSync(REPORT, 'utf8'));
const crashedFiles = (report.testResults ?? []).filter(
  (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
).length;
let failed = (report.numFailedTests ?? 0) + crashedFiles;
if (report.success === false && failed === 0) failed = 1;

console.log(`${report.numPassedTests ?? 0} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
