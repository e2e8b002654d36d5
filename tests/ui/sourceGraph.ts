import fs from 'node:fs';
import path from 'node:path';

/** The app's source folder, where the import graph below is read. */
export const SRC = path.resolve(__dirname, '../../src');

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

export interface SourceFile {
  text: string;
  /** The app's files this one imports statically (import … from, export … from, import '…'). */
  imports: string[];
  /** Everything it imports statically, the app's files by path and packages by name. */
  specifiers: string[];
  /** The app's files it loads with import(). */
  lazy: string[];
}

const cache = new Map<string, SourceFile>();

/** A source file's imports, read with regular expressions: the app writes them one way. */
export function readSource(file: string): SourceFile {
  let source = cache.get(file);
  if (!source) {
    const text = fs.readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/^\s*(?:import|export)\b(?!\s+type\b)[^;'"()]*?(?:from\s+)?'([^']+)'/gm)].map((m) => m[1]);
    const lazy = [...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]);
    const local = (list: string[]) =>
      list
        .filter((s) => s.startsWith('.'))
        .map((s) => resolveImport(file, s))
        .filter((f): f is string => !!f);
    source = { text, specifiers, imports: local(specifiers), lazy: local(lazy) };
    cache.set(file, source);
  }
  return source;
}

/** The files an entry runs before any import(): itself and what it imports statically, transitively. */
export function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...readSource(file).imports);
  }
  return seen;
}

/** The import() targets reached from a set of files. */
export function lazyTargets(files: Iterable<string>): Set<string> {
  return new Set([...files].flatMap((file) => readSource(file).lazy));
}

/**
 * The message keys written out in a set of files: string literals that start with one of the
 * namespaces. A key that ends in '.' or runs into a template's ${…} is a prefix, kept with a
 * trailing '*': `sections.${key}` gives 'sections.*', `admin.confirm.block${x}Title` 'admin.confirm.block*'.
 */
export function keysIn(files: Iterable<string>, namespaces: string[]): Map<string, { prefix: boolean; file: string }> {
  const pattern = new RegExp(String.raw`(['"\`])((?:${namespaces.join('|')})\.[\w.]*?)(\1|\$\{)`, 'g');
  const keys = new Map<string, { prefix: boolean; file: string }>();
  for (const file of files) {
    for (const match of readSource(file).text.matchAll(pattern)) {
      const prefix = match[3] === '${' || match[2].endsWith('.');
      keys.set(`${match[2]}${prefix ? '*' : ''}`, { prefix, file: path.relative(SRC, file) });
    }
  }
  return keys;
}
