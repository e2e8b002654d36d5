// Attributes the bytes of built JavaScript to the packages (or app folders) they came from,
// by walking each file's source map: every generated segment's bytes belong to its source.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize } from './sizes.mjs';

const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes one mappings line into [generatedColumn, sourceIndex | -1] pairs. */
function decodeLine(text, state) {
  const segments = [];
  let column = 0;
  for (const segment of text.split(',')) {
    if (!segment) continue;
    const fields = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = B64.get(char);
      if (digit === undefined) throw new Error(`Bad base64 VLQ character ${JSON.stringify(char)}`);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += fields[0];
    if (fields.length >= 4) {
      state.source += fields[1];
      segments.push([column, state.source]);
    } else segments.push([column, -1]);
  }
  return segments;
}

/**
 * Where a source path comes from: the npm package for anything under node_modules (the last
 * node_modules in the path, with its scope), "app: src/" for the project's own code, and the
 * bundler's helpers as such.
 */
export function originOf(source, root) {
  const clean = source.replace(/^\0/, '').replace(/\\/g, '/');
  const at = clean.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = clean.slice(at + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  // eslint-disable-next-line no-control-regex -- Rollup names its virtual modules with a leading NUL.
  if (/^(vite|rolldown|\u0000|plugin-|commonjs)|preload-helper|modulepreload-polyfill|rolldown:runtime/.test(clean))
    return '(bundler runtime)';
  if (clean.startsWith('(')) return clean;
  if (root && path.isAbsolute(clean)) {
    const rel = path.relative(root, clean).replace(/\\/g, '/');
    return `app: ${rel.split('/')[0]}/`;
  }
  return `(other) ${clean}`;
}

/**
 * Bytes (UTF-8, as served) of one built file per source: Map source -> { raw, parts } with
 * source an absolute path (or the map's own name for virtual modules, "(unmapped)" for code
 * no source claims) and parts the pieces of code it contributed.
 */
export function attributeFile(jsFile) {
  const code = fs.readFileSync(jsFile, 'utf8');
  const mapFile = `${jsFile}.map`;
  const result = new Map();
  const add = (source, text) => {
    if (!text) return;
    const entry = result.get(source) ?? { raw: 0, parts: [] };
    entry.raw += Buffer.byteLength(text);
    entry.parts.push(text);
    result.set(source, entry);
  };
  if (!fs.existsSync(mapFile)) {
    add('(no source map)', code);
    return result;
  }
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const base = path.resolve(path.dirname(mapFile), map.sourceRoot ?? '');
  const sources = map.sources.map((s) =>
    s == null ? '(unmapped)' : /^[a-z]+:/i.test(s) || s.startsWith('\0') ? s : path.resolve(base, s),
  );
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  const state = { source: 0 };
  lines.forEach((line, i) => {
    const segments = mappingLines[i] ? decodeLine(mappingLines[i], state) : [];
    const newline = i < lines.length - 1 ? '\n' : '';
    if (!segments.length) return add('(unmapped)', line + newline);
    add('(unmapped)', line.slice(0, segments[0][0]));
    segments.forEach(([column, source], k) => {
      const end = k + 1 < segments.length ? segments[k + 1][0] : line.length;
      add(source < 0 ? '(unmapped)' : sources[source], line.slice(column, end) + (k + 1 === segments.length ? newline : ''));
    });
  });
  return result;
}

/** attributeFile over several built files, merged: Map source -> { raw, parts }. */
export function attributeFiles(jsFiles) {
  const merged = new Map();
  for (const file of jsFiles) {
    for (const [source, { raw, parts }] of attributeFile(file)) {
      const entry = merged.get(source) ?? { raw: 0, parts: [] };
      entry.raw += raw;
      for (const part of parts) entry.parts.push(part);
      merged.set(source, entry);
    }
  }
  return merged;
}

/**
 * Sources grouped by group(source) (a label, e.g. originOf): Map label -> { raw, gzip } where
 * gzip is the gzip -9 size of that group's code on its own (an estimate: parts compress worse
 * alone, so the groups' gzips add up to more than the files' gzip).
 */
export function groupSources(bySource, group) {
  const merged = new Map();
  for (const [source, { raw, parts }] of bySource) {
    const label = group(source);
    const entry = merged.get(label) ?? { raw: 0, parts: [] };
    entry.raw += raw;
    for (const part of parts) entry.parts.push(part);
    merged.set(label, entry);
  }
  return new Map([...merged].map(([label, { raw, parts }]) => [label, { raw, gzip: gzipSize(parts.join('')) }]));
}
