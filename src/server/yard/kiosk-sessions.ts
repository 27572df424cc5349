/**
 * Revoking a gate kiosk from the console: every live session of the user `userNo`, who must hold
 * the `kiosk` role (other accounts are signed out by disabling them, under the account rules).
 * Answers how many sessions ended. Errors: NOT_FOUND when no such kiosk user exists.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { KIOSK_ROLE } from '../../shared/kiosk-role.ts';
import type { Tx } from '../db/client.ts';
import { sysSession, sysUser, sysUserRole } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';

export const revokeInput = z.object({ userNo: z.string().trim().min(1).max(64) });

export async function revokeKioskSessions(tx: Tx, userNo: string): Promise<{ revoked: number }> {
  const [kiosk] = await tx.select({ id: sysUser.id }).from(sysUser)
    .innerJoin(sysUserRole, and(eq(sysUserRole.userId, sysUser.id), eq(sysUserRole.roleNo, KIOSK_ROLE)))
    .where(eq(sysUser.userNo, userNo));
  if (!kiosk) throw new AppError('NOT_FOUND');
  const ended = await tx.update(sysSession).set({ revokedAt: sql`now()` })
    .where(and(eq(sysSession.userId, kiosk.id), isNull(sysSession.revokedAt)))
    .returning({ tokenHash: sysSession.tokenHash });
  return { revoked: ended.length };
}
