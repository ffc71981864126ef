import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBets, player, type BetsContext, type Player } from './bets/placement-helper';

/**
 * Issue 19: every operation of the OpenAPI document, fed malformed Unicode, huge strings and wrong
 * types in each path parameter, query parameter and body property (and as the whole body), answers
 * below 500. Top-level properties get them in an otherwise empty body; nested object properties and
 * array items get them inside a body that is otherwise valid by the schema (a selection's
 * outcome_id, a push key), so the bad value reaches past the outer validation. Ill-formed Unicode
 * anywhere in a body is refused by the JSON parser before validation (plugins/well-formed-json.ts).
 */
const OPERATOR_KEY = 'fuzz-operator-key-of-at-least-32-characters';
let context: BetsContext;
let who: Player;
beforeAll(async () => {
  context = await buildBets({ feedControl: true, operatorApiKey: OPERATOR_KEY });
  who = await player(context.app, 'fuzz@example.com', 10_000);
});
afterAll(async () => context.close());

interface Parameter { name: string; in: string }
interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minItems?: number;
  minLength?: number;
  format?: string;
  default?: unknown;
}
interface Operation { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const HUGE = 'x'.repeat(100_000);
/** Raw JSON texts (a lone surrogate cannot be written by JSON.stringify of a well-formed string). */
const BAD_JSON_VALUES = ['"x\\ud800"', `"${HUGE}"`, '12345678901234567890', '-1', '1.5', 'true', 'null', '[]', '{"a":"\\udfff"}', '"\\u0000"'];
const BAD_URL_VALUES = ['%ED%A0%80', encodeURIComponent(HUGE.slice(0, 5_000)), '-1', '1.5', '99999999999999999999', '%00', 'true', '[]'];

function documentOf(): Document {
  return context.app.swagger() as unknown as Document;
}

/** The schema a `$ref` names, the first branch of a union, the schema itself otherwise. */
function resolved(schema: Schema | undefined, document: Document): Schema {
  let current = schema ?? {};
  for (let depth = 0; depth < 10; depth += 1) {
    if (current.$ref) current = document.components?.schemas?.[current.$ref.split('/').at(-1) ?? ''] ?? {};
    else if (current.allOf?.length === 1) current = current.allOf[0] ?? {};
    else if (current.anyOf?.length) current = current.anyOf.find((branch) => branch.type !== 'null') ?? {};
    else if (current.oneOf?.length) current = current.oneOf[0] ?? {};
    else break;
  }
  return current;
}

const typeOf = (schema: Schema): string | undefined => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);

/** Valid strings of fields whose patterns a sampler cannot read (by property name). */
const STRINGS_BY_NAME: Record<string, string> = {
  currency: 'EUR',
  phone: '+351912345678',
  phone_number: '+351912345678',
  phone_country: 'PT',
  country_codes: 'PT',
  card_number: '4242424242424242',
  code: '123456',
  locale: 'en',
  language: 'en',
  endpoint: 'https://push.example.com/fuzz',
  email: 'fuzz@example.com',
  login: 'fuzz@example.com',
  password: 'correct horse battery staple',
  password_confirmation: 'correct horse battery staple',
  promo_code: 'FUZZ10',
};

/**
 * A value the schema accepts (as far as its JSON Schema and a few field names say): the body the
 * nested bad values are put into, so that they are judged where they sit, not refused with the body.
 */
function sample(schema: Schema | undefined, document: Document, depth = 0, name = ''): unknown {
  const node = resolved(schema, document);
  if (node.const !== undefined) return node.const;
  if (node.enum?.length) return node.enum[0];
  if (node.default !== undefined) return node.default;
  switch (typeOf(node) ?? (node.properties ? 'object' : undefined)) {
    case 'object':
      return depth > 6 ? {} : Object.fromEntries(Object.entries(node.properties ?? {}).map(([key, value]) => [key, sample(value, document, depth + 1, key)]));
    case 'array':
      return depth > 6 ? [] : Array.from({ length: Math.max(1, node.minItems ?? 1) }, () => sample(node.items, document, depth + 1, name));
    case 'integer':
    case 'number':
      return Math.max(1, node.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (STRINGS_BY_NAME[name] !== undefined) return STRINGS_BY_NAME[name];
      if (node.format === 'email') return 'fuzz@example.com';
      if (node.format === 'uri') return 'https://example.com/fuzz';
      if (node.format === 'date-time') return '2025-03-01T12:00:00.000Z';
      return 'x'.repeat(Math.max(1, node.minLength ?? 1));
    default:
      return null;
  }
}

type Step = string | number;

/** Paths (below the top level) of every nested object property and array item of a body schema. */
function nestedPaths(schema: Schema | undefined, document: Document, prefix: Step[] = [], depth = 0): Step[][] {
  const node = resolved(schema, document);
  if (depth > 5) return [];
  const children: [Step, Schema | undefined][] =
    typeOf(node) === 'array' ? [[0, node.items]] : Object.entries(node.properties ?? {});
  return children.flatMap(([step, child]) => {
    const path = [...prefix, step];
    return [...(path.length > 1 ? [path] : []), ...nestedPaths(child, document, path, depth + 1)];
  });
}

const MARK = '"__fuzz_value__"';

/** `body` as JSON text with the raw JSON `value` at `path` (raw, so a lone surrogate escape survives). */
function withValueAt(body: unknown, path: Step[], value: string): string {
  const copy = structuredClone(body) as Record<Step, unknown>;
  let node: Record<Step, unknown> = copy;
  for (const [index, step] of path.slice(0, -1).entries()) {
    if (typeof node[step] !== 'object' || node[step] === null) node[step] = typeof path[index + 1] === 'number' ? [] : {};
    node = node[step] as Record<Step, unknown>;
  }
  node[path.at(-1) ?? 0] = JSON.parse(MARK);
  return JSON.stringify(copy).replace(MARK, value);
}

function operations(): { method: string; path: string; operation: Operation }[] {
  const document = documentOf();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method)).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })));
}

function urlOf(path: string, parameters: Parameter[], override?: { name: string; value: string }): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => (override?.name === name ? override.value : '1'));
  const query = parameters.filter((parameter) => parameter.in === 'query' && parameter.name === override?.name);
  return query.length > 0 && override ? `${filled}?${override.name}=${override.value}` : filled;
}

/** Sends as the signed-in player with the operator key; an answer of 500 or more is recorded in `failures`. */
function sender(failures: string[]) {
  return async (method: string, url: string, payload?: string, what = payload?.slice(0, 80) ?? ''): Promise<void> => {
    const response = await context.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: who.authorization, cookie: who.cookie, 'x-sportsbook-app': 'web', 'x-operator-key': OPERATOR_KEY, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload }),
    });
    if (response.statusCode >= 500) failures.push(`${method} ${url.slice(0, 120)} ${what} → ${response.statusCode} ${response.body.slice(0, 160)}`);
  };
}

describe('the OpenAPI document under malformed input', () => {
  it('answers every operation below 500 for bad path, query and body values', async () => {
    const failures: string[] = [];
    const send = sender(failures);
    const list = operations();
    expect(list.length).toBeGreaterThan(40);
    for (const { method, path, operation } of list) {
      if (path.includes('/dev/feed/') && path.endsWith('/finish')) continue; // finishing settles the board the others read: nothing malformed in it beyond its id, sent below
      const parameters = operation.parameters ?? [];
      for (const parameter of parameters.filter((entry) => entry.in === 'path' || entry.in === 'query')) {
        for (const value of BAD_URL_VALUES) await send(method, urlOf(path, parameters, { name: parameter.name, value }), method === 'GET' || method === 'DELETE' ? undefined : '{}');
      }
      const properties = Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {});
      if (operation.requestBody) {
        for (const raw of ['{}', '[]', '"x\\ud800"', `{"${'k'.repeat(10_000)}":1}`]) await send(method, urlOf(path, parameters), raw);
        for (const property of properties) {
          for (const value of BAD_JSON_VALUES) await send(method, urlOf(path, parameters), `{"${property}":${value}}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers every operation below 500 for bad values nested in an otherwise valid body', async () => {
    const document = documentOf();
    const failures: string[] = [];
    const send = sender(failures);
    let nested = 0;
    for (const { method, path, operation } of operations()) {
      if (path.includes('/dev/feed/')) continue; // feed control moves the board the others read; its bodies are flat
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      const body = sample(schema, document);
      const url = path.replace(/\{(\w+)\}/g, '1');
      for (const at of nestedPaths(schema, document)) {
        nested += 1;
        for (const value of BAD_JSON_VALUES) await send(method, url, withValueAt(body, at, value), `at ${at.join('.')} = ${value.slice(0, 40)}`);
      }
    }
    // The document has nested bodies (bets' selections, settings' push keys, campaign rules …).
    expect(nested).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  }, 600_000);
});
