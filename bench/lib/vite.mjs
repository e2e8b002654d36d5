// Production builds through Vite's JS API, each into its own folder under .bench/, with a
// manifest (to tell entry, shared and lazy chunks apart) and source maps (to attribute bytes).
import fs from 'node:fs';
import path from 'node:path';

/** Builds root with its vite config file (or with plugins and no config file) into outDir. */
export async function viteBuild({ root, configFile = false, plugins, outDir }) {
  const { build } = await import('vite');
  await build({
    root,
    configFile,
    ...(plugins ? { plugins } : {}),
    mode: 'production',
    logLevel: 'warn',
    clearScreen: false,
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      sourcemap: true,
      // The bench reports sizes itself; the size warning would only be noise here.
      chunkSizeWarningLimit: 100_000,
    },
  });
  return readBuild(outDir);
}

/**
 * What a build holds: its manifest, and its chunks by served path ("/assets/x.js") with
 * each chunk's manifest key, file on disk and static imports.
 */
export function readBuild(outDir) {
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`No Vite manifest in ${outDir}: build it first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const chunks = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    chunks.set(`/${chunk.file}`, { key, ...chunk, servedPath: `/${chunk.file}`, diskPath: path.join(outDir, chunk.file) });
  }
  /** The served paths of a chunk and everything it imports statically, recursively. */
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(`/${chunk.file}`)) return into;
    into.add(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  return { outDir, manifest, chunks, closure };
}
