import fs from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import draft7 from 'ajv/dist/refs/json-schema-draft-07.json';
import { parse } from 'yaml';

/*
 * compose.yaml as Docker Compose reads it, for tests that cannot run Docker: parsed (with the
 * `<<` merge keys it uses), checked against the Compose Specification's JSON schema, and its
 * ${VARIABLES} filled in from a given environment.
 */

export type ComposeFile = {
  services: Record<string, Record<string, unknown>>;
  networks?: Record<string, { ipam?: { config?: Array<{ subnet?: string; ip_range?: string }> } } | null>;
  [key: string]: unknown;
};

const root = new URL('../../', import.meta.url);
const SCHEMA = new URL('tests/fixtures/compose-spec/compose-spec.json', root);

export function readComposeFile(name = 'compose.yaml'): ComposeFile {
  return parse(fs.readFileSync(new URL(name, root), 'utf8'), { merge: true }) as ComposeFile;
}

let validator: ValidateFunction | undefined;

/** Compose's schema errors for a parsed file; empty when it conforms. */
export function composeSchemaErrors(doc: unknown): string[] {
  if (!validator) {
    // The schema carries no formats; its union types ("boolean or an interpolated string") are by design.
    const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strictTypes: false });
    // The schema names draft-07 by its https address, which ajv knows by the http one.
    ajv.addMetaSchema({ ...draft7, $id: 'https://json-schema.org/draft-07/schema' });
    validator = ajv.compile(JSON.parse(fs.readFileSync(SCHEMA, 'utf8')));
  }
  const validate = validator;
  if (validate(doc)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

const VARIABLE = /\$\$|\$\{([A-Za-z_]\w*)(?:(:?[-?+])([^}]*))?\}|\$([A-Za-z_]\w*)/g;

/** Compose's interpolation of one value: $$, $VAR, ${VAR}, ${VAR:-default}, ${VAR:?error}, ${VAR:+other}. */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(VARIABLE, (match, name: string | undefined, op: string | undefined, arg = '', bare: string | undefined) => {
    if (match === '$$') return '$';
    const key = (name ?? bare) as string;
    const value = env[key];
    // With a colon, an empty value counts as unset.
    const set = op?.startsWith(':') ? Boolean(value) : value !== undefined;
    switch (op?.replace(':', '')) {
      case '-':
        return set ? (value as string) : arg;
      case '?':
        if (!set) throw new Error(`required variable ${key} is missing a value: ${arg}`);
        return value as string;
      case '+':
        return set ? arg : '';
      default:
        return value ?? '';
    }
  });
}

/** The file with every string value interpolated, as Compose would run it. */
export function resolveCompose(doc: ComposeFile, env: Record<string, string | undefined>): ComposeFile {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return interpolate(value, env);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(doc) as ComposeFile;
}
