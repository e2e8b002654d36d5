import type { Ajv, SchemaValidateFunction } from 'ajv';
import { fitsLength } from '../../src/api/textLength.js';

/*
 * JSON schema's maxLength counts code points in ajv, so a family emoji (seven of them) or a
 * flag (two) uses up several characters of a name's limit. This plugin replaces the keyword by
 * one that counts what a person sees (src/api/textLength.ts, the forms' rule too). Errors keep
 * the keyword and its limit, so server/plugins/errors.ts words them as before. The body limit
 * bounds how much text is ever segmented.
 */
export function graphemeMaxLength(ajv: Ajv): Ajv {
  const check: SchemaValidateFunction = (limit: number, data: string) => {
    if (fitsLength(data, limit)) return true;
    check.errors = [{ keyword: 'maxLength', params: { limit }, message: `must NOT have more than ${limit} characters` }];
    return false;
  };
  ajv.removeKeyword('maxLength');
  ajv.addKeyword({
    keyword: 'maxLength',
    type: 'string',
    schemaType: 'number',
    errors: true,
    validate: check,
  });
  return ajv;
}
