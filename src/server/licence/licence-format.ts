/**
 * Reading a licence text (format in src/shared/licence.ts): the Ed25519 signature is verified
 * with node:crypto against a public key before the payload is read. The product ships
 * SHIPPED_LICENCE_KEY; only the app's construction options (buildApp `licencePublicKey`, used by
 * tests) put another key in its place, so a running product verifies against the shipped key.
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { LICENCE_TEXT_MAX } from '../../shared/licence.ts';
import { AppError } from '../rpc/app-error.ts';

/** The maintainers' licence-signing public key (Ed25519, SPKI); its private half never enters the repository. */
export const SHIPPED_LICENCE_KEY: KeyObject = createPublicKey(`-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEATVpzhwnlgMPANfqJoHAHayT6/xDIq/XlSKLXnNAH9dg=
-----END PUBLIC KEY-----`);

const isoDate = z.iso.date();
const payloadSchema = z
  .object({
    licenseNo: z.string().trim().min(1).max(64),
    licensee: z.string().trim().min(1).max(200),
    validFrom: isoDate,
    validTo: isoDate,
    modules: z.array(z.string().trim().min(1).max(40)).min(1).max(100),
  })
  .refine((p) => p.validFrom <= p.validTo);

/** A verified licence payload: dates are ISO (YYYY-MM-DD, UTC), both days included. */
export type LicencePayload = z.output<typeof payloadSchema>;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Verifies and reads a licence text (whitespace anywhere is ignored, so a number pasted over
 * several lines or a file ending in a newline reads the same). Raises LICENCE_REQUIRED (empty),
 * LICENCE_MALFORMED (not two base64url parts, too long, or a payload that is not the licence
 * JSON), LICENCE_SIGNATURE_INVALID (the signature does not verify against `key`).
 */
export function readLicence(text: string, key: KeyObject): LicencePayload {
  const compact = text.replace(/\s+/g, '');
  if (!compact) throw new AppError('LICENCE_REQUIRED');
  const parts = compact.split('.');
  if (compact.length > LICENCE_TEXT_MAX || parts.length !== 2 || !parts.every((part) => BASE64URL.test(part))) throw new AppError('LICENCE_MALFORMED');
  const [payload, signature] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (!verify(null, payload, key, signature)) throw new AppError('LICENCE_SIGNATURE_INVALID');
  let json: unknown;
  try {
    json = JSON.parse(payload.toString('utf8'));
  } catch {
    throw new AppError('LICENCE_MALFORMED');
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) throw new AppError('LICENCE_MALFORMED');
  return parsed.data;
}
