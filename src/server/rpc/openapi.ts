/**
 * The OpenAPI 3.1 document of every call (DESIGN.md "Wire contract"), served at /docs: one POST
 * path per call with its input schema (zod's JSON Schema of the input side) and the envelope.
 */
import { z } from 'zod';
import { RPC_BASE } from '../../shared/rpc.ts';
import type { CallDef, Permission } from './call.ts';

const envelope = {
  type: 'object',
  required: ['code'],
  properties: {
    code: { type: 'integer', description: '0 on success; a catalogue code otherwise (10004: session expired)' },
    data: {},
    errorMessage: { type: 'string', description: 'Localized by Accept-Language' },
  },
};

/** A menu permission in words: the flag and menus, and the picker access of a lookup. */
function describePermission(permission: Exclude<Permission, 'public' | 'signedIn'>): string {
  const menus = [permission.menuNo, ...(permission.alsoOn ?? [])].join(' or ');
  const picker = permission.lookup ? `; picker columns only through a calling page that picks ${permission.lookup}` : '';
  return `${permission.flag} on menu ${menus}${picker}`;
}

export function openApiDocument(calls: Iterable<CallDef>, version: string) {
  const paths: Record<string, unknown> = {};
  for (const call of calls) {
    paths[`${RPC_BASE}/${call.service}/${call.method}`] = {
      post: {
        tags: [call.service],
        summary: call.summary,
        description: call.permission === 'public' ? 'No sign-in needed.' : `Permission: ${typeof call.permission === 'string' ? call.permission : describePermission(call.permission)}`,
        requestBody: { content: { 'application/json': { schema: z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }) } } },
        responses: { 200: { description: 'Envelope', content: { 'application/json': { schema: envelope } } } },
        security: call.permission === 'public' ? [] : [{ token: [] }],
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'WMS', version },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authentication-Info' } } },
    paths,
  };
}
