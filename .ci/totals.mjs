/**
 * Prints the totals of the last `vitest run` as one line, `N passed, N failed`, from the JSON
 * report (.test-output/results.json), and exits 1 when anything failed or the report is missing.
 *
 * Before the totals it prints the test phase's wall time (first file's start to last file's end)
 * and the files' times summed, lists the 20 slowest test files (wall time of each file, in seconds) and
 * names every failed test (file and full title) and every crashed file, since CI shows only the
 * end of the output.
 *
 * A test file that crashed before its tests ran (a failed suite without failed tests) counts as
 * one failure, and so does a run that vitest marks unsuccessful for another reason (global setup,
 * unhandled errors), so the line never reads "0 failed" for a broken run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
for (const file of report.testResults ?? []) {
  const name = path.relative(process.cwd(), file.name ?? '');
  const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
  for (const test of failedTests) {
    const why = (test.failureMessages ?? [''])[0].split('\n')[0].slice(0, 300);
    console.log(`FAILED ${name} > ${test.fullName ?? test.title}: ${why}`);
  }
  if (file.status === 'failed' && failedTests.length === 0) console.log(`FAILED ${name} (the file crashed: ${(file.message ?? '').split('\n')[0]})`);
}
const files = report.testResults ?? [];
if (files.length > 0) {
  const start = Math.min(...files.map((file) => file.startTime ?? Infinity));
  const end = Math.max(...files.map((file) => file.endTime ?? 0));
  const summed = files.reduce((sum, file) => sum + (file.endTime ?? 0) - (file.startTime ?? 0), 0);
  console.log(`test phase: ${((end - start) / 1000).toFixed(0)} s wall, ${files.length} files, ${(summed / 1000).toFixed(0)} s summed over files`);
}
const SLOWEST = 20;
const timed = (report.testResults ?? [])
  .map((file) => ({ name: path.relative(process.cwd(), file.name ?? ''), ms: (file.endTime ?? 0) - (file.startTime ?? 0) }))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, SLOWEST);
console.log(`slowest ${timed.length} test files:`);
for (const file of timed) console.log(`  ${(file.ms / 1000).toFixed(1).padStart(7)} s  ${file.name}`);

let failed = (report.numFailedTests ?? 0) + crashedFiles;
if (report.success === false && failed === 0) failed = 1;

console.log(`${report.numPassedTests ?? 0} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
