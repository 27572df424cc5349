/**
 * Licences for tests, signed by a key pair made per test run (never the shipped key's private
 * half): `testApp({ licencePublicKey: TEST_LICENCE_KEYS.publicKey })` verifies them;
 * `signLicence(payload)` answers the licence text of src/shared/licence.ts; `isoDay(offset)` the
 * UTC date `offset` days from today.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

export type TestLicence = { licenseNo: string; licensee: string; validFrom: string; validTo: string; modules: string[] };

export const TEST_LICENCE_KEYS = generateKeyPairSync('ed25519');

/** The ISO date (YYYY-MM-DD, UTC) `offset` days from today. */
export function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A licence valid from yesterday for `days` more days (from today), with overrides. */
export function licence(days: number, overrides: Partial<TestLicence> = {}): TestLicence {
  return { licenseNo: 'LIC-2026-001', licensee: 'Northwind Traders', validFrom: isoDay(-1), validTo: isoDay(days), modules: ['base', 'inbound', 'system'], ...overrides };
}

/** The licence text of `payload` signed with `privateKey` (the test pair's by default). */
export function signLicence(payload: unknown, privateKey: KeyObject = TEST_LICENCE_KEYS.privateKey): string {
  const bytes = Buffer.from(JSON.stringify(payload), 'utf8');
  return `${bytes.toString('base64url')}.${sign(null, bytes, privateKey).toString('base64url')}`;
}
