/**
 * Licence calls (spec console §7 Licence, workflows §4 licence states; menu 160301; the service
 * path is not shown by the spec: ISysLicenseService, docs/decisions/0221-licence-calls-format-and-states.md):
 *
 * - ISysLicenseService/getLicenseInfo `{}` (isSearch) -> LicenceInfo (src/shared/licence.ts).
 * - ISysLicenseService/activateByLicenseNo `{ licenseNo }` (isModify): the licence text pasted as a
 *   number; answers the new LicenceInfo.
 * - `POST /wms-restful/ISysLicenseService/activateByFile` (multipart, one file part holding the
 *   same text, at most LICENCE_FILE_MAX bytes; isModify): as activateByLicenseNo.
 *
 * Refusals, before any write: LICENCE_REQUIRED, LICENCE_MALFORMED, LICENCE_SIGNATURE_INVALID,
 * LICENCE_EXPIRED, LICENCE_NOT_YET_VALID; for the file also LICENCE_FILE_REQUIRED and
 * LICENCE_FILE_TOO_LARGE. Activations are journaled (the text redacted as a secret field).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LICENCE_FILE_MAX, LICENCE_MENU, LICENCE_SERVICE, LICENCE_TEXT_MAX, type LicenceInfo } from '../../shared/licence.ts';
import { RPC_BASE } from '../../shared/rpc.ts';
import type { Database } from '../db/client.ts';
import { journaled, noteChange } from '../journal/operation-journal.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import { authorize, contextOf, sendError } from '../rpc/router.ts';
import { activateLicence, licenceInfo, licenceKeyOf } from './licence-state.ts';

const ACTIVATE = { menuNo: LICENCE_MENU, flag: 'isModify' } as const;

/** The fields of a licence the journal keeps (never its text). */
const journalView = (info: LicenceInfo) => ({ id: 1, licenseNo: info.licenseNo, licensee: info.licensee, validFrom: info.validFrom, validTo: info.validTo, modules: info.modules, community: info.community });

/** Activates `text` for the caller, noting the licence before and after for the operation journal. */
async function activate(ctx: UserContext, text: string): Promise<LicenceInfo> {
  const key = licenceKeyOf(ctx.request);
  const before = await licenceInfo(ctx.database.db, key);
  const after = await activateLicence(ctx.database.db, key, text, ctx.user.userNo);
  noteChange('licence', journalView(before), journalView(after));
  return after;
}

export const licenceCalls: CallDef[] = [
  defineCall({
    service: LICENCE_SERVICE,
    method: 'getLicenseInfo',
    summary: 'The licence: state (unauthorised, authorised, nearingExpiry, expired), isLicense, licensee, validity, modules, days left; the community licence when none was activated',
    permission: { menuNo: LICENCE_MENU, flag: 'isSearch' },
    input: z.object({}),
    handle: (_input, ctx) => licenceInfo(ctx.database.db, licenceKeyOf(ctx.request)),
  }),
  defineCall({
    service: LICENCE_SERVICE,
    method: 'activateByLicenseNo',
    summary: 'Activate a signed licence pasted as its number (text); refused unchanged when malformed, badly signed, expired or not yet valid',
    permission: ACTIVATE,
    input: z.object({ licenseNo: z.string().max(2 * LICENCE_TEXT_MAX) }),
    handle: ({ licenseNo }, ctx) => activate(ctx, licenseNo),
  }),
];

/** The one file part of the request, as text; LICENCE_FILE_REQUIRED without one, LICENCE_FILE_TOO_LARGE beyond LICENCE_FILE_MAX. */
async function readLicenceFile(request: FastifyRequest): Promise<{ name: string; text: string }> {
  if (!request.isMultipart()) throw new AppError('LICENCE_FILE_REQUIRED');
  let file: { name: string; text: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: LICENCE_FILE_MAX, files: 1 } })) {
      if (part.type === 'file') file = { name: part.filename, text: (await part.toBuffer()).toString('utf8') };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('LICENCE_FILE_TOO_LARGE', { max: LICENCE_FILE_MAX });
    throw error;
  }
  if (!file || !file.text.trim()) throw new AppError('LICENCE_FILE_REQUIRED');
  return file;
}

async function activateByFile(database: Database, request: FastifyRequest, reply: FastifyReply) {
  const ctx = authorize(await contextOf(database, request, reply), ACTIVATE);
  return journaled(ctx, `${LICENCE_SERVICE}/activateByFile`, undefined, {}, async () => {
    const { text } = await readLicenceFile(request);
    return { code: 0, data: await activate(ctx, text) };
  });
}

/** Registers the activateByFile upload route. */
export function registerLicenceRoutes(app: FastifyInstance, database: Database): void {
  app.post(`${RPC_BASE}/${LICENCE_SERVICE}/activateByFile`, async (request, reply) => {
    try {
      return await activateByFile(database, request, reply);
    } catch (error) {
      return sendError(request, reply, error);
    }
  });
}
