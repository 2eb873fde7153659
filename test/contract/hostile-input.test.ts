import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { multipart, FILES } from '../server/careers-helpers.js';
import { loadOpenApi, operations, type OpenApiOperation } from './harness.js';

/**
 * Hostile input generated from openapi.yaml: for every operation, every string field of its JSON
 * body, query and path gets text that is not valid (an unpaired surrogate, NUL, another control
 * character), and every integer of its query and path numbers that only a lenient parser reads as
 * 24. Each must be a 400 in the error envelope naming the field, never a 500 and never accepted. A
 * route added tomorrow is covered by this test the day it is in the contract.
 */

type Schema = Record<string, unknown>;
interface Field {
  path: string[];
  kind: 'string' | 'integer';
}
interface Operation extends OpenApiOperation {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  tags?: string[];
}

const doc = loadOpenApi();
const components = (doc.components.schemas ?? {}) as Record<string, Schema>;
const ops = operations(doc) as Operation[];

const resolve = (node: Schema | undefined): Schema | undefined => {
  let current = node;
  while (current && typeof current.$ref === 'string') current = components[current.$ref.replace('#/components/schemas/', '')];
  return current;
};

/** The string and integer leaves of a schema, as paths (array items as index 0). */
function leaves(node: Schema | undefined, path: string[] = [], depth = 0): Field[] {
  const schema = resolve(node);
  if (!schema || depth > 6) return [];
  const members = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Schema[] | undefined;
  if (members) {
    const found = members.flatMap((m) => leaves(m, path, depth + 1));
    return found.filter((f, i) => found.findIndex((g) => g.path.join('.') === f.path.join('.') && g.kind === f.kind) === i);
  }
  const types = [schema.type].flat();
  if (schema.properties) {
    return Object.entries(schema.properties as Record<string, Schema>).flatMap(([name, child]) => leaves(child, [...path, name], depth + 1));
  }
  if (types.includes('array')) return leaves(schema.items as Schema, [...path, '0'], depth + 1);
  if (types.includes('string') && schema.format !== 'binary') return [{ path, kind: 'string' }];
  if (types.includes('integer')) return [{ path, kind: 'integer' }];
  return [];
}

/** `{ a: { b: [value] } }` for the path `a.b.0`. */
function nested(path: string[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  return head === '0' ? [nested(rest, value)] : { [head!]: nested(rest, value) };
}

const BAD_TEXT = { 'an unpaired surrogate': 'x\ud800y', NUL: 'a\u0000b', 'a control character': 'a\u0001b' };
/** The same as they travel in a URL: the surrogate as its (invalid) UTF-8 bytes. */
const BAD_TEXT_IN_URL = { 'an unpaired surrogate': 'x%ED%A0%80y', NUL: 'a%00b', 'a control character': 'a%01b' };
const LOOSE_INTEGERS = { '+24': '%2B24', '0x18': '0x18', "' 24 '": '%2024%20', '24.0': '24.0' };

interface Probe {
  title: string;
  /** What the message must name (the input at fault), or null when the whole address is refused. */
  names: string | null;
  send(): Promise<LightMyRequestResponse>;
}

let t: TestApp;
/** The applicant area's operations are for applicant accounts only; everything else is tried as the administrator. */
let tokens: { admin: Record<string, string>; applicant: Record<string, string> };
const authFor = (op: Operation) => (op.tags?.includes('careers') ? tokens.applicant : tokens.admin);
beforeAll(async () => {
  t = await createTestApp();
  tokens = { admin: bearer(await t.token('admin')), applicant: bearer(await t.token('client')) };
});
afterAll(async () => t?.close());

/** A valid value for a path parameter that is not the one under test. */
function validPathValue(op: Operation, name: string): string {
  const schema = resolve(op.parameters?.find((p) => p.name === name)?.schema);
  return schema?.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : '1';
}

function urlOf(op: Operation, pathValues: Record<string, string>, query = ''): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? validPathValue(op, name)) + query;
}

function probesOf(op: Operation): Probe[] {
  const params = op.parameters ?? [];
  const probes: Probe[] = [];
  const inject = (url: string, extra: { payload?: string | Buffer; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: op.method as 'GET', url, headers: { ...authFor(op), ...extra.headers }, ...(extra.payload !== undefined ? { payload: extra.payload } : {}) });

  for (const param of params.filter((p) => p.in === 'path' || p.in === 'query')) {
    const where = param.in === 'path' ? 'params' : 'querystring';
    const place = (value: string) => (param.in === 'path' ? urlOf(op, { [param.name]: value }) : urlOf(op, {}, `?${param.name}=${value}`));
    for (const field of leaves(param.schema)) {
      const values = field.kind === 'integer' ? LOOSE_INTEGERS : BAD_TEXT_IN_URL;
      for (const [label, value] of Object.entries(values)) {
        const wholeAddress = label === 'an unpaired surrogate';
        probes.push({ title: `${param.in} ${param.name}: ${label}`, names: wholeAddress ? null : `${where}.${param.name}`, send: () => inject(place(value)) });
      }
    }
  }

  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  for (const field of leaves(json).filter((f) => f.kind === 'string')) {
    for (const [label, value] of Object.entries(BAD_TEXT)) {
      probes.push({
        title: `body ${field.path.join('.')}: ${label}`,
        names: `body.${field.path.join('.')}`,
        send: () => inject(urlOf(op, {}), { payload: JSON.stringify(nested(field.path, value)), headers: { 'content-type': 'application/json' } }),
      });
    }
  }

  // Multipart bodies are UTF-8 bytes: an unpaired surrogate cannot be written in them (a decoder
  // turns its bytes into U+FFFD), but NUL and control characters can. The other fields are valid,
  // so only the hostile one can be the reason for the 400.
  const form = resolve(content['multipart/form-data']?.schema);
  if (form) {
    const properties = form.properties as Record<string, Schema>;
    const valid = (name: string) => {
      const schema = resolve(properties[name])!;
      const first = resolve((schema.anyOf as Schema[] | undefined)?.[0]) ?? schema;
      return String((first.enum as string[] | undefined)?.[0] ?? 'A name');
    };
    for (const name of Object.keys(properties).filter((n) => resolve(properties[n])?.format !== 'binary')) {
      for (const [label, value] of Object.entries(BAD_TEXT).filter(([l]) => l !== 'an unpaired surrogate')) {
        probes.push({
          title: `multipart ${name}: ${label}`,
          names: name,
          send: () => {
            const fields = Object.fromEntries(Object.keys(properties).filter((n) => n !== 'file').map((n) => [n, n === name ? value : valid(n)]));
            const body = multipart(fields, { filename: 'cv.pdf', content: FILES.pdf(), contentType: 'application/pdf' });
            return inject(urlOf(op, {}), { payload: body.payload, headers: body.headers });
          },
        });
      }
    }
  }
  return probes;
}

const planned = ops.map((op) => ({ op, probes: probesOf(op) }));

describe('hostile input generated from openapi.yaml is refused with a 400 in the error envelope', () => {
  it('covers the operations that take input (the walk of the contract finds their fields)', () => {
    const covered = new Set(planned.filter((p) => p.probes.length).map((p) => p.op.operationId));
    for (const id of ['saveProfile', 'createJob', 'updateDocument', 'uploadDocument', 'listApplications', 'getJob', 'register', 'createDemoUser', 'sendDemoChatMessage', 'getPublicJob']) {
      expect(covered, id).toContain(id);
    }
    expect(planned.flatMap((p) => p.probes).length).toBeGreaterThan(500);
  });

  for (const { op, probes } of planned.filter((p) => p.probes.length)) {
    it(`${op.operationId} (${op.method} ${op.path}): ${probes.length} hostile inputs`, async () => {
      const failures: string[] = [];
      for (const probe of probes) {
        const res = await probe.send();
        const body = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : res.body;
        const enveloped = res.statusCode === 400 && body && typeof body === 'object' && body.statusCode === 400 && typeof body.message === 'string' && body.error === 'Bad Request';
        const named = probe.names === null || (enveloped && body.message.includes(probe.names));
        if (!enveloped || !named) failures.push(`${probe.title} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
