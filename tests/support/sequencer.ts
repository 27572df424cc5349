/**
 * The order a run starts its test files in (vitest.config.ts `sequence.sequencer`): the longest
 * first, so that no long file starts near the end of the run while the other workers sit idle.
 *
 * A file's length is its duration in an earlier run on this machine (vitest's cache in
 * node_modules/.vite/vitest) or, when it has none (a fresh clone, as in `.ci/run`, or a new file),
 * a guess by kind: a browser test (tests/e2e) 30 s, any other 3 s, the medians of a full run
 * (2026-11-27). Vitest's own order without durations is the largest file first, and size says
 * little here: browser tests are short files that take 15-360 s each. Ties keep vitest's order.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const BROWSER_TESTS = `${path.sep}tests${path.sep}e2e${path.sep}`;
const GUESS_MS = { browser: 30_000, other: 3_000 };

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const length = (file: TestSpecification): number =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${path.relative(root, file.moduleId)}`)?.duration
      ?? (file.moduleId.includes(BROWSER_TESTS) ? GUESS_MS.browser : GUESS_MS.other);
    const lengths = new Map(sorted.map((file) => [file, length(file)]));
    return sorted.sort((a, b) => lengths.get(b)! - lengths.get(a)!);
  }
}
