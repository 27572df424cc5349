/**
 * The licence state (spec workflows §4): the stored licence read and verified again, or the
 * open-source community licence (every module, no end) when none was activated, so a fresh
 * install is never locked. States by the UTC date: before validFrom "not authorised" (as is a
 * stored text that no longer verifies), after validTo "expired", within LICENCE_WARN_DAYS of
 * validTo "nearing expiry", else "authorised". isLicense is 1 while authorised or nearing expiry.
 * The verifying key is the app's (registerLicenceKey), read from the request's server.
 */
import type { KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { LICENCE_WARN_DAYS, type LicenceInfo, type LicenceState } from '../../shared/licence.ts';
import { MENU_TREE } from '../../shared/menus.ts';
import type { Db, Tx } from '../db/client.ts';
import { AppError } from '../rpc/app-error.ts';
import { readLicence, type LicencePayload } from './licence-format.ts';
import { sysLicence } from './licence-schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public key licences are verified against (SHIPPED_LICENCE_KEY unless buildApp was given another). */
    licencePublicKey: KeyObject;
  }
}

const DAY_MS = 86_400_000;
const ROW_ID = 1;

/** Puts the licence-verifying key on the app (buildApp: the shipped key, or its options' key in tests). */
export function registerLicenceKey(app: FastifyInstance, key: KeyObject): void {
  app.decorate('licencePublicKey', key);
}

/** The verifying key of the app that received `request`. */
export function licenceKeyOf(request: FastifyRequest): KeyObject {
  return request.server.licencePublicKey;
}

/** Whole days from the UTC day of `now` to the ISO date `day` (negative when past). */
function daysUntil(day: string, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.parse(`${day}T00:00:00Z`) - today) / DAY_MS);
}

function stateOf(payload: LicencePayload, now: Date): LicenceState {
  if (daysUntil(payload.validFrom, now) > 0) return 'unauthorised';
  const left = daysUntil(payload.validTo, now);
  if (left < 0) return 'expired';
  return left <= LICENCE_WARN_DAYS ? 'nearingExpiry' : 'authorised';
}

const licensed = (state: LicenceState): 0 | 1 => (state === 'authorised' || state === 'nearingExpiry' ? 1 : 0);

/** The licence information of getLicenseInfo (LicenceInfo) at `now`. */
export async function licenceInfo(db: Db | Tx, key: KeyObject, now = new Date()): Promise<LicenceInfo> {
  const [row] = await db.select().from(sysLicence).where(eq(sysLicence.id, ROW_ID));
  const base = { activatedAt: row?.activatedAt.toISOString() ?? null, activatedBy: row?.activatedBy ?? null };
  if (!row) {
    return { ...base, state: 'authorised', isLicense: 1, community: true, licenseNo: null, licensee: null, validFrom: null, validTo: null, modules: MENU_TREE.map((group) => group.url), daysLeft: null };
  }
  let payload: LicencePayload;
  try {
    payload = readLicence(row.licenceText, key);
  } catch {
    return { ...base, state: 'unauthorised', isLicense: 0, community: false, licenseNo: null, licensee: null, validFrom: null, validTo: null, modules: [], daysLeft: null };
  }
  const state = stateOf(payload, now);
  return { ...base, ...payload, state, isLicense: licensed(state), community: false, daysLeft: Math.max(daysUntil(payload.validTo, now), 0) };
}

/** isLicense of the authority and user-info answers: 1 while authorised or nearing expiry, else 0. */
export async function isLicensed(db: Db | Tx, key: KeyObject): Promise<0 | 1> {
  return (await licenceInfo(db, key)).isLicense;
}

/**
 * Verifies a licence text and, when it is valid today, stores it in place of the previous one and
 * answers the new information. Raises the readLicence errors, LICENCE_EXPIRED (validTo passed) and
 * LICENCE_NOT_YET_VALID (validFrom ahead), before any write.
 */
export async function activateLicence(db: Db, key: KeyObject, text: string, userNo: string): Promise<LicenceInfo> {
  const payload = readLicence(text, key);
  const state = stateOf(payload, new Date());
  if (state === 'expired') throw new AppError('LICENCE_EXPIRED', { validTo: payload.validTo });
  if (state === 'unauthorised') throw new AppError('LICENCE_NOT_YET_VALID', { validFrom: payload.validFrom });
  const licenceText = text.replace(/\s+/g, '');
  await db
    .insert(sysLicence)
    .values({ id: ROW_ID, licenceText, activatedBy: userNo })
    .onConflictDoUpdate({ target: sysLicence.id, set: { licenceText, activatedBy: userNo, activatedAt: new Date() } });
  return licenceInfo(db, key);
}
