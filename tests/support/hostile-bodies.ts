/**
 * Hostile request bodies for every registered call (issue 11, defects 7-10): a skeleton body per
 * call with a value in every position its input schema names (the JSON Schema of the call's zod
 * input; an entity or document add/modify adds its declared fields and lines, a list its search
 * fields in `condition`), and the mutations of that skeleton the server must refuse without a 500.
 */
import fc from 'fast-check';
import { z } from 'zod';
import type { CallDef } from '../../src/server/rpc/call.ts';
import { DOCUMENTS } from '../../src/shared/documents/index.ts';
import { ENTITIES } from '../../src/shared/entities/index.ts';
import type { EntityDef, FieldDef } from '../../src/shared/entity.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = Record<string, any>;
type Path = (string | number)[];

const NUL_TEXT = 'A\u0000B';
const INT4_OVER = 2 ** 31;
const INT8_OVER = 2 ** 63;
const TWO_MB_MARK = '<2 MB>';
const TWO_MB_JSON = `"${'x'.repeat(2 * 1024 * 1024)}"`;

const DEEP_MARK = '<deep>';
/** 5,000 arrays nested in each other, as JSON text (JSON.stringify itself would overflow the stack). */
const DEEP_JSON = `${'['.repeat(5000)}${']'.repeat(5000)}`;

function sample(schema: JsonSchema | undefined, defs: Record<string, JsonSchema>, depth = 0): Json {
  if (!schema || depth > 8) return 'x';
  if (schema.$ref) return sample(defs[String(schema.$ref).split('/').at(-1) ?? ''], defs, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives: JsonSchema[] | undefined = schema.anyOf ?? schema.oneOf;
  if (alternatives) return sample(alternatives.find((s) => s.type !== 'null') ?? alternatives[0], defs, depth + 1);
  if (schema.allOf) return sample(schema.allOf[0], defs, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value as JsonSchema, defs, depth + 1)]));
    case 'array':
      return [sample(schema.items ?? schema.prefixItems?.[0], defs, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

function fieldSample(def: FieldDef): Json {
  if (def.kind === 'int' || def.kind === 'decimal' || def.kind === 'status') return 1;
  if (def.kind === 'bool') return true;
  if (def.kind === 'enum') return def.options?.[0] ?? 'x';
  if (def.kind === 'date') return '2026-01-01';
  if (def.kind === 'datetime') return '2026-01-01T00:00:00Z';
  return 'x';
}

function fieldsSample(fields: Record<string, FieldDef>): Record<string, Json> {
  return Object.fromEntries(Object.entries(fields).map(([name, def]) => [name, fieldSample(def)]));
}

function entityOf(call: CallDef): EntityDef | undefined {
  return Object.values(ENTITIES).find((e) => e.calls.service === call.service || e.calls.alias?.service === call.service);
}

/** A body naming every position of the call's input, with plausible values. */
function skeleton(call: CallDef): Record<string, Json> {
  const schema = z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const base = sample(schema, schema.$defs ?? {});
  const body: Record<string, Json> = base && typeof base === 'object' && !Array.isArray(base) ? base : {};
  const entity = entityOf(call);
  if (!entity) return body;
  const fields = fieldsSample(entity.fields);
  if ('condition' in body) return { ...body, condition: { ...fields, keyword: 'x', jurisdiction: ['x'], customValues: { x: 'x' } } };
  if (schema.properties) return body;
  const doc = DOCUMENTS.find((d) => d.entity.name === entity.name);
  return { id: 1, version: 0, ...fields, customValues: { x: 'x' }, ...(doc && { lines: [{ ...fieldsSample(doc.lineFields), customValues: { x: 'x' } }] }) };
}

/** Paths of the leaves of a body that satisfy `test`. */
function leaves(value: Json, test: (leaf: Json) => boolean, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, test, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, test, [...path, key]));
  return test(value) ? [path] : [];
}

/** A copy of `body` with the value at each of `paths` replaced by `make(path)`. */
function replaced(body: Json, paths: Path[], make: (path: Path) => Json): Json {
  const copy = structuredClone(body);
  for (const path of paths) {
    if (path.length === 0) return make(path);
    let node = copy as Record<string | number, Json>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
    node[path.at(-1)!] = make(path);
  }
  return copy;
}

/** Paths of every `version` key at any depth. */
function versionPaths(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => versionPaths(item, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => (key === 'version' ? [[...path, key]] : versionPaths(item, [...path, key])));
  return [];
}

const isText = (leaf: Json) => typeof leaf === 'string';
const isNumber = (leaf: Json) => typeof leaf === 'number';

/** One fast-check-chosen path of `paths` (the same choice on every run, by seed). */
function onePath(paths: Path[], seed: number): Path[] {
  return paths.length ? [paths[fc.sample(fc.nat({ max: paths.length - 1 }), { numRuns: 1, seed })[0]]] : [];
}

/** A body as JSON text: `payload` is what is sent. */
export type HostileBody = { name: string; payload: string; writes: 'never' | 'allowed' };

function hostile(name: string, body: Json, writes: HostileBody['writes']): HostileBody {
  const payload = JSON.stringify(body).replaceAll(JSON.stringify(DEEP_MARK), DEEP_JSON);
  return { name, payload: payload.replace(JSON.stringify(TWO_MB_MARK), TWO_MB_JSON), writes };
}

/**
 * The hostile bodies of one call: NUL in every text position (and one chosen position alone, and
 * in a key), 2^31 and 2^63 in every number position, a null, "" or false version (by turns), 5,000-level nested
 * arrays in condition and in one chosen position, and a 2 MB string in one chosen text position.
 * `writes: 'never'` bodies must change nothing; numbers may be valid for a bigint column.
 */
export function hostileBodies(call: CallDef, seed: number): HostileBody[] {
  const body = skeleton(call);
  const texts = leaves(body, isText);
  const numbers = leaves(body, isNumber);
  const all = leaves(body, () => true);
  const bodies = [
    hostile('NUL in every text', { ...(replaced(body, texts, () => NUL_TEXT) as object), ['key\u0000']: 'x' }, 'never'),
    hostile('5,000 levels in condition and one position', { ...(replaced(body, onePath(all, seed + 2), () => DEEP_MARK) as object), condition: { jurisdiction: DEEP_MARK, keyword: DEEP_MARK } }, 'never'),
  ];
  if (texts.length) bodies.push(hostile('NUL in one text', replaced(body, onePath(texts, seed), () => NUL_TEXT), 'never'), hostile('2 MB text', replaced(body, onePath(texts, seed + 1), () => TWO_MB_MARK), 'never'));
  if (numbers.length) bodies.push(hostile('2^31 numbers', replaced(body, numbers, () => INT4_OVER), 'allowed'), hostile('2^63 numbers', replaced(body, numbers, () => INT8_OVER), 'allowed'));
  // One non-integer version per call, taking turns: every kind of call meets each of them.
  const bad = ([null, '', false] as Json[])[seed % 3];
  if (versionPaths(body).length) bodies.push(hostile(`version ${JSON.stringify(bad)}`, replaced(body, versionPaths(body), () => bad), 'never'));
  return bodies;
}
