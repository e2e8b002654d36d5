/*
 * Malformed requests for the fuzz suite (tests/server/fuzz.test.ts), derived from the OpenAPI
 * document: for each operation, a plausible request built from its schemas, then variants that
 * break one thing at a time. Everything random comes from one seeded generator, so a seed
 * replays the same requests.
 */

/** mulberry32: small, fast and good enough to pick variants reproducibly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

// The OpenAPI pieces read here; @fastify/swagger writes JSON schemas under them.
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
}
export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
export interface Operation {
  method: string;
  /** Fastify's form, e.g. /api/groups/:id. */
  route: string;
  parameters: Parameter[];
  body?: JsonSchema;
  bodyType?: string;
}

/** Every operation of an OpenAPI 3 document. */
export function operationsOf(doc: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const content = op.requestBody?.content ?? {};
      const bodyType = Object.keys(content)[0];
      operations.push({
        method: method.toUpperCase(),
        route: path.replace(/\{(\w+)\}/g, ':$1'),
        parameters: op.parameters ?? [],
        body: bodyType ? content[bodyType]?.schema : undefined,
        bodyType,
      });
    }
  }
  return operations;
}

const firstType = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  const alternative = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null');
  return alternative && firstType(alternative);
};
const isDate = (schema: JsonSchema) => schema.format === 'date' || Boolean(schema.pattern?.startsWith('^\\d{4}-'));

/** A value the schema would accept, as a valid caller might send it. */
export function plausible(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const alternative = schema.anyOf ?? schema.oneOf;
  if (alternative && !schema.type) return plausible(alternative.find((s) => s.type !== 'null') ?? alternative[0], name);
  switch (firstType(schema)) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) value[key] = plausible(property, key);
      return value;
    }
    default:
      if (isDate(schema)) return '2026-03-02';
      if (schema.format === 'email' || /email/i.test(name)) return 'fuzz@demo.test';
      if (schema.format === 'date-time') return '2026-03-02T10:00:00.000Z';
      if (/time/i.test(name) && schema.pattern) return '10:00';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 8));
  }
}

/** Values that no id column (int4) can hold, and ids that are not ids at all. */
export const BAD_IDS = ['2147483648', '9223372036854775808', '-1', '0', 'abc', 'Infinity', '1e400', '1.5', '%00', '99999999999999999999'];
/** Stands for the bare JSON number 1e400, which JSON.stringify cannot write (it parses to Infinity). */
const RAW_HUGE = '__fuzz_raw_1e400__';
const BAD_NUMBERS: unknown[] = [2147483648, -2147483649, RAW_HUGE, 'Infinity', -1, 1.5, '12abc', Number('9007199254740993'), '1e400'];
const toJson = (body: unknown) => JSON.stringify(body).replaceAll(`"${RAW_HUGE}"`, '1e400');
/** Path texts that are not what a route expects: NUL, bare or broken percent-encoding. */
const BAD_PATH_TEXTS = ['%00', 'a%00b', '%', '%%%', '%ZZ', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(5000)];
const NUL_TEXT = 'a\u0000b';
// Just under the 1 MB body limit, so validation sees it; and the full megabyte, which the limit refuses.
const NEAR_MEGABYTE_TEXT = 'x'.repeat(1024 * 1024 - 1024);
const MEGABYTE_TEXT = 'x'.repeat(1024 * 1024);
const BAD_DATES = ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '0000-00-00'];

/** A value of the wrong kind for the schema, chosen by the seed. */
function wrongValue(random: Random, schema: JsonSchema | undefined): unknown {
  const type = schema ? firstType(schema) : undefined;
  if (type === 'integer' || type === 'number') return pick(random, BAD_NUMBERS);
  if (type === 'string' && schema && isDate(schema)) return pick(random, [...BAD_DATES, NUL_TEXT]);
  if (type === 'string') return pick(random, [NUL_TEXT, NEAR_MEGABYTE_TEXT, MEGABYTE_TEXT, 12, ['x'], { x: 1 }, '\uD800', '']);
  if (type === 'array') return pick(random, ['x', [NUL_TEXT], [2147483648], [-1], [null], { 0: 1 }]);
  if (type === 'boolean') return pick(random, ['maybe', 2, NUL_TEXT]);
  return pick(random, [null, NUL_TEXT, 2147483648, [], {}]);
}

export interface Variant {
  name: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

const encodePath = (route: string, values: Record<string, string>) =>
  route.replace(/:(\w+)/g, (_, key: string) => (values[key] ?? '1').replace(/[^%A-Za-z0-9._~-]/g, encodeURIComponent));

/** encodeURIComponent, but a lone surrogate goes out as the invalid UTF-8 it would be. */
const encode = (text: string) =>
  text
    .replace(/[\uD800-\uDFFF]/g, '\uFFFD')
    .split('\uFFFD')
    .map(encodeURIComponent)
    .join('%ED%A0%80');

function queryString(entries: Array<[string, unknown]>): string {
  const text = (value: unknown) => (value === RAW_HUGE ? '1e400' : typeof value === 'string' ? value : JSON.stringify(value));
  const parts = entries.map(([key, value]) => `${encode(key)}=${encode(text(value))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * Variants of one operation: every path id broken, each query field and body field given a
 * wrong value, fields missing and extra, duplicated query parameters, and bodies that are
 * empty, not JSON, of the wrong content type, or the wrong shape. `budget` caps how many.
 */
export function variantsOf(operation: Operation, random: Random, budget: number): Variant[] {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const goodPath = Object.fromEntries(pathParams.map((p) => [p.name, String(plausible(p.schema, p.name))]));
  const goodQuery: Array<[string, unknown]> = queryParams.filter((p) => p.required).map((p) => [p.name, plausible(p.schema, p.name)]);
  const goodUrl = (query = goodQuery) => encodePath(operation.route, goodPath) + queryString(query);
  const json = operation.bodyType === 'application/json' || (operation.body !== undefined && !operation.bodyType?.startsWith('multipart'));
  const goodBody = json ? (plausible(operation.body) as Record<string, unknown>) : undefined;
  const jsonVariant = (name: string, body: unknown, url = goodUrl()): Variant => ({
    name,
    url,
    payload: toJson(body),
    contentType: 'application/json',
  });

  const variants: Variant[] = [];
  for (const param of pathParams) {
    const bads =
      param.schema && firstType(param.schema) === 'string'
        ? [pick(random, BAD_PATH_TEXTS.slice(0, 2)), pick(random, BAD_PATH_TEXTS.slice(2))]
        : [pick(random, BAD_IDS.slice(0, 3)), pick(random, BAD_IDS.slice(3))];
    for (const bad of bads) {
      variants.push({
        name: `path ${param.name}=${bad}`,
        url: encodePath(operation.route, { ...goodPath, [param.name]: bad }),
        ...(goodBody ? { payload: JSON.stringify(goodBody), contentType: 'application/json' } : {}),
      });
    }
  }
  for (const param of queryParams) {
    const bad = wrongValue(random, param.schema);
    variants.push({
      name: `query ${param.name}=${shortValue(bad)}`,
      url: goodUrl([...goodQuery.filter(([key]) => key !== param.name), [param.name, bad]]),
    });
  }
  const textParam = queryParams.find((p) => p.schema && firstType(p.schema) === 'string');
  if (textParam) {
    // Sent as is: percent signs that decode to nothing.
    const url = goodUrl(goodQuery.filter(([key]) => key !== textParam.name));
    variants.push({
      name: `query ${textParam.name}=%%% (broken encoding)`,
      url: `${url}${url.includes('?') ? '&' : '?'}${textParam.name}=%%%`,
    });
  }
  if (queryParams.length) {
    const param = pick(random, queryParams);
    const value = plausible(param.schema, param.name);
    variants.push({
      name: `query ${param.name} twice`,
      url: goodUrl([...goodQuery.filter(([key]) => key !== param.name), [param.name, value], [param.name, value]]),
    });
  }
  if (goodBody !== undefined && typeof goodBody === 'object' && goodBody !== null) {
    const properties = Object.entries(operation.body?.properties ?? {});
    variants.push(jsonVariant('body as sent by a valid caller', goodBody));
    for (const [key, property] of properties) {
      const bad = wrongValue(random, property);
      variants.push(jsonVariant(`body ${key}=${shortValue(bad)}`, { ...goodBody, [key]: bad }));
      if (firstType(property) === 'array' && property.items) {
        const badItem = wrongValue(random, property.items);
        variants.push(jsonVariant(`body ${key}=[${shortValue(badItem)}]`, { ...goodBody, [key]: [badItem] }));
      }
    }
    for (const key of operation.body?.required ?? []) {
      const { [key]: _left, ...rest } = goodBody;
      variants.push(jsonVariant(`body without ${key}`, rest));
    }
    variants.push(jsonVariant('body with an extra field', { ...goodBody, fuzzExtra: NUL_TEXT, __proto__x: 1 }));
    variants.push(jsonVariant('body as an array', [goodBody]));
    variants.push(jsonVariant('body as null', null));
    variants.push({ name: 'empty JSON body', url: goodUrl(), payload: '', contentType: 'application/json' });
    variants.push({ name: 'body not JSON', url: goodUrl(), payload: '{"a":', contentType: 'application/json' });
    variants.push({ name: 'body as text/plain', url: goodUrl(), payload: JSON.stringify(goodBody), contentType: 'text/plain' });
    variants.push({ name: 'body as form data', url: goodUrl(), payload: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' });
  } else {
    variants.push({ name: 'plausible request', url: goodUrl() });
    variants.push({
      name: 'unexpected JSON body',
      url: goodUrl(),
      payload: JSON.stringify({ x: NUL_TEXT }),
      contentType: 'application/json',
    });
  }
  if (operation.bodyType?.startsWith('multipart')) {
    variants.push({ name: 'multipart without a boundary', url: goodUrl(), payload: 'x', contentType: 'multipart/form-data' });
    variants.push({
      name: 'multipart truncated',
      url: goodUrl(),
      payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\n\r\nabc',
      contentType: 'multipart/form-data; boundary=b',
    });
  }
  // Keep the order (so each kind is tried) but drop a seeded share when over budget.
  while (variants.length > budget) variants.splice(Math.floor(random() * variants.length), 1);
  return variants;
}

/** A short, printable name of a value for the failure report. */
export function shortValue(value: unknown): string {
  const text = value === RAW_HUGE ? '1e400' : (JSON.stringify(value) ?? String(value));
  const printable = text.length > 40 ? `${text.slice(0, 20)}…(${text.length} chars)` : text;
  return printable;
}
