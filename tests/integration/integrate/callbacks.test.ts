/**
 * Callbacks that are sent (System.Integrate 160402, issue 16; docs/decisions/ "Integration"): a
 * callback of event type 'document.status' receives a signed POST from a local HTTP server started
 * here when an arrival note is submitted (approved), through the messages' webhook sender: the
 * failed first attempt is retried, both attempts are in the callback's delivery log, and neither
 * the callback list, its detail nor the delivery log ever answers the secret. A disabled callback
 * is sent nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliverDue } from '../../../src/server/messaging/deliver.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { DELIVERY_HEADER, SIGNATURE_HEADER, webhookSignature } from '../../../src/server/messaging/webhook.ts';
import { act, addDoc, inventoryApp, type Session } from '../inventory/inventory-support.ts';

const SECRET = 'callback-secret-7741';
const hooks: { body: string; signature: string | undefined; delivery: string | undefined; status: number }[] = [];
let failNext = true;
let server: Server;
let url: string;
let s: Session;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = failNext ? 503 : 200;
      failNext = false;
      hooks.push({ body: Buffer.concat(chunks).toString('utf8'), signature: request.headers[SIGNATURE_HEADER] as string | undefined, delivery: request.headers[DELIVERY_HEADER] as string | undefined, status });
      response.writeHead(status).end();
    });
  });
  url = await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/erp/callback`)));
  s = await inventoryApp();
});
afterAll(async () => {
  await s.close();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
});

const submitArrival = async () => {
  const doc = await addDoc(s, 'IInArriveService', 'inarrive', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines: [{ itemNo: 'P004', qty: '3' }] });
  expect((await act(s, 'IInArriveService', 'submit', [doc])).code).toBe(0);
  return doc.inArriveNo as string;
};
const deliveries = async (id: number) => {
  const answer = await s.as('ICallbackService/getCallbackDeliveryList', { id });
  expect(answer.code, answer.errorMessage).toBe(0);
  return answer.data;
};

describe('callbacks', () => {
  let callback: { id: number };
  beforeAll(async () => {
    const added = await s.as('ICallbackService/addcallback', { callbackNo: 'CB-DOC', callbackName: 'Document status to the ERP', eventType: 'document.status', url });
    expect(added.code, added.errorMessage).toBe(0);
    callback = added.data;
    expect((await s.as('ICallbackService/setCallbackSecret', { id: callback.id, secret: SECRET })).data).toEqual({ id: callback.id, secretSet: true });
  });

  it('should post a signed delivery of a real event, retry a failed one and log both attempts', async () => {
    const asnNo = await submitArrival();
    await vi.waitFor(async () => expect((await deliveries(callback.id))[0]).toMatchObject({ attempts: 1, sendState: '0', lastError: 'HTTP 503' }), { timeout: 10_000 });
    await deliverDue(s.database.db, new Date(Date.now() + 2 * 60_000));

    const [delivery] = await deliveries(callback.id);
    expect(delivery).toMatchObject({ eventType: 'document.status', sendState: '1', attempts: 2, lastError: null });
    expect(delivery.log).toMatchObject([{ attempt: 1, success: false, detail: 'HTTP 503' }, { attempt: 2, success: true, detail: 'HTTP 200' }]);
    expect(hooks.map((hook) => hook.status)).toEqual([503, 200]);
    for (const hook of hooks) {
      expect(hook.signature).toBe(webhookSignature(SECRET, hook.body));
      expect(hook.delivery).toBe(delivery.messageNo);
    }
    const body = JSON.parse(hooks[1].body);
    expect(body).toMatchObject({ deliveryNo: delivery.messageNo, callbackNo: 'CB-DOC', event: { id: delivery.eventId, type: 'document.status', scope: { orgNo: 'NWT', warehouseNo: 'WH-SEA' } } });
    expect(body.event.payload).toMatchObject({ docNo: asnNo, fromStatus: 0, toStatus: 10 });
  });

  it('should never answer the secret: not in the list, the detail nor the delivery log', async () => {
    const list = await s.as('ICallbackService/getcallbacklistbyparams', { size: 100, condition: {} });
    const detail = await s.as('ICallbackService/getcallbackbyid', { id: callback.id });
    expect(detail.data.secretSet).toBe(true);
    expect(JSON.stringify([list, detail, await deliveries(callback.id)])).not.toContain(SECRET);
  });

  it('should send nothing to a disabled callback and refuse calls for an unknown one', async () => {
    const current = (await s.as('ICallbackService/getcallbackbyid', { id: callback.id })).data;
    expect((await s.as('ICallbackService/updatecallbackbyid', { id: callback.id, version: current.version, statusCode: 0 })).code).toBe(0);
    const before = (await deliveries(callback.id)).length;
    await submitArrival();
    expect(await deliveries(callback.id)).toHaveLength(before);
    expect((await s.as('ICallbackService/getCallbackDeliveryList', { id: 999_999 })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await s.as('ICallbackService/setCallbackSecret', { id: 999_999, secret: 'x' })).code).toBe(ERROR_CODES.NOT_FOUND);
  });
});
