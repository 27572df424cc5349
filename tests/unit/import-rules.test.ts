/**
 * The import rules of src (issue 27; .dependency-cruiser.cjs): no circle, no surface (console,
 * screen, kiosk, pda) importing another, src/client and src/streams below the surfaces, src/shared
 * importing nothing else of src, no client code importing the server.
 */
import { cruise } from 'dependency-cruiser';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as { forbidden: unknown[]; options: Record<string, unknown> };

describe('import rules of src', () => {
  it('should hold: every violation is listed with its rule, from and to', async () => {
    const result = await cruise(['src'], { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } } as never);
    const output = result.output as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
    expect(output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  });
});
