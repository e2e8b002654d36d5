import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The runtime image installs `dependencies` only (npm ci --omit=dev, see Dockerfile): every
 * package the compiled server loads must be there, and nothing else should be, so the client's
 * libraries (React, react-admin, MUI: ~400 MB) stay out of production installs. The server is
 * what tsconfig.server.json compiles; each file is transpiled as tsc emits it, so imports of
 * types alone, which vanish from the output, do not count.
 */

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function sourceFiles(): string[] {
  const { config } = ts.readConfigFile(path.join(root, 'tsconfig.server.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  return parsed.fileNames.filter((f) => !f.endsWith('.d.ts'));
}

// import … from 'x', export … from 'x', import 'x', import('x'), require('x'): in code or, as
// the PGlite worker's source, in a string that runs as code.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"`]([^'"`\s]+)['"`]/g;
const PACKAGE = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*/;

function packagesImportedBy(file: string): string[] {
  const output = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, removeComments: true },
    fileName: file,
  }).outputText;
  const names: string[] = [];
  for (const [, specifier] of output.matchAll(SPECIFIER)) {
    if (!specifier || specifier.startsWith('.') || isBuiltin(specifier)) continue;
    const name = PACKAGE.exec(specifier)?.[0];
    if (name) names.push(name);
  }
  return names;
}

const imported = new Map<string, string[]>();
for (const file of sourceFiles()) {
  for (const name of packagesImportedBy(file)) imported.set(name, [...(imported.get(name) ?? []), path.relative(root, file)]);
}

describe('runtime dependencies', () => {
  it("sees the server's imports, type-only ones aside, and the PGlite worker's", () => {
    expect(imported.has('fastify')).toBe(true);
    expect(imported.has('kysely')).toBe(true);
    // Required by the worker thread's source, a string in server/db/pgliteWorkerSource.ts.
    expect(imported.get('@electric-sql/pglite')).toContain('server/db/pgliteWorkerSource.ts');
    // realtimeHub.ts imports only the WebSocket type from ws.
    expect(imported.get('ws') ?? []).not.toContain('server/lib/realtimeHub.ts');
  });

  it('lists every package the server loads in dependencies', () => {
    const missing = [...imported].filter(([name]) => !(name in pkg.dependencies)).map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it("lists nothing else there: the client's libraries are devDependencies", () => {
    const unused = Object.keys(pkg.dependencies).filter((name) => !imported.has(name));
    expect(unused).toEqual([]);
    for (const client of ['react', 'react-dom', 'react-admin', '@mui/material', 'vite'])
      expect(pkg.dependencies).not.toHaveProperty(client);
  });
});
