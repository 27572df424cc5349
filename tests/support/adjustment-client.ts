/**
 * A client of the product over HTTP as an integration or a handheld would be: it runs single-line
 * gain adjustments add -> submit -> complete (IInvChangeService), each step with its own client
 * request id (Request-Id header), and sends a step again with the same id, to the next server of
 * `bases`, when the connection fails or a proxy answers 502/503/504, so a server that dies
 * mid-call loses nothing and posts nothing twice. Used by the kill-one-instance test and
 * bench/scale.ts.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

export type AdjustmentClient = {
  /** Base URLs (http://host:port) tried in turn, starting at `first`. */
  bases: string[];
  token: string;
  /** Cells of WH-SEA to adjust (one is drawn per document). */
  cells: string[];
};

/** A completed document: its number, the complete call's latency (ms), steps sent again, and when it finished (performance.now()). */
export type CompletedAdjustment = { invChangeNo: string; completeMs: number; retries: number; finishedAt: number };

const RETRY_STATUSES = new Set([502, 503, 504]);
const MAX_TRIES = 20;

/** Sends one step, again with the same request id on the next base until a server answers; answers data and retries. */
async function step(client: AdjustmentClient, at: { base: number }, method: string, body: unknown): Promise<{ data: any; retries: number }> {
  const requestId = randomUUID();
  for (let tries = 0; ; tries++) {
    const base = client.bases[at.base % client.bases.length];
    try {
      const response = await fetch(`${base}/wms-restful/IInvChangeService/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'authentication-info': client.token, 'request-id': requestId, 'accept-language': 'en-US' },
        body: JSON.stringify(body),
      });
      if (!RETRY_STATUSES.has(response.status)) {
        const answer = (await response.json()) as { code: number; data: any; errorMessage?: string };
        if (answer.code !== 0) throw new Error(`${method} refused: ${answer.code} ${answer.errorMessage}`);
        return { data: answer.data, retries: tries };
      }
    } catch (error) {
      if (error instanceof Error && error.message.includes('refused:')) throw error;
    }
    if (tries + 1 >= MAX_TRIES) throw new Error(`${method}: no server answered after ${MAX_TRIES} tries`);
    at.base++;
    await new Promise((resolve) => setTimeout(resolve, 20 * (tries + 1)));
  }
}

/** One adjustment of quantity 1 on a drawn cell and item, through its three steps; answers the completed document. */
export async function adjustOnce(client: AdjustmentClient, at: { base: number }): Promise<CompletedAdjustment> {
  const cellNo = client.cells[Math.floor(Math.random() * client.cells.length)];
  const itemNo = `P${String(1 + Math.floor(Math.random() * 77)).padStart(3, '0')}`;
  const added = await step(client, at, 'addinvchange', { orgNo: 'NWT', warehouseNo: 'WH-SEA', changeType: '1', lines: [{ cellNo, itemNo, stockStatus: '10', qty: '1' }] });
  const submitted = await step(client, at, 'submitinvchange', { list: [{ id: added.data.id, version: added.data.version }] });
  const t0 = performance.now();
  const completed = await step(client, at, 'completeinvchange', { list: [{ id: submitted.data[0].id, version: submitted.data[0].version }] });
  if (completed.data[0].statusCode !== '30') throw new Error(`${added.data.invChangeNo} answered status ${completed.data[0].statusCode}`);
  const finishedAt = performance.now();
  return { invChangeNo: added.data.invChangeNo, completeMs: finishedAt - t0, retries: added.retries + submitted.retries + completed.retries, finishedAt };
}

/**
 * Runs `clients` loops of adjustOnce, each starting on base n of `bases`, while `running(completed)`
 * holds (asked before each document with the count completed so far); answers every completed document.
 */
export async function runAdjustments(client: AdjustmentClient, clients: number, running: (completed: number) => boolean): Promise<CompletedAdjustment[]> {
  const done: CompletedAdjustment[] = [];
  await Promise.all(Array.from({ length: clients }, async (_, n) => {
    const at = { base: n };
    while (running(done.length)) done.push(await adjustOnce(client, at));
  }));
  return done;
}
