// login-size: the gzip size of the JavaScript the /login page loads, beside a bare react-admin
// app (bench/bare: an <Admin> with one ListGuesser resource over ra-data-simple-rest) built the
// same way (Vite + @vitejs/plugin-react, production). Target, printed and not enforced: the
// login page loads no more JavaScript (gzip) than the bare app.
//
// How: both are built into .bench/login-size/, each served by a tiny static server on
// 127.0.0.1, opened in headless Chromium with an empty cache; every JavaScript response
// (entry, modulepreloads, dynamic imports) is counted once and gzipped here at level 9.
import fs from 'node:fs';
import path from 'node:path';
import { int, kib, pct, ratio, secs, subheading, table } from './lib/format.mjs';
import { gzipSize, fileSizes } from './lib/sizes.mjs';
import { loadPage } from './lib/browser.mjs';
import { serveStatic } from './lib/serve.mjs';
import { attributeFiles, groupSources, originOf } from './lib/sourcemap.mjs';
import { readBuild, viteBuild } from './lib/vite.mjs';

const TOP_PACKAGES = 20;
const TOP_APP_FILES = 12;

/** The bare app's ListGuesser reads /api/posts: a few rows, so the list renders in full. */
function bareApi(req, res, url) {
  if (url.pathname !== '/api/posts') return false;
  const posts = [
    { id: 1, title: 'Hello, world', published_at: '2024-01-01', views: 12 },
    { id: 2, title: 'Second post', published_at: '2024-02-01', views: 7 },
    { id: 3, title: 'Third post', published_at: '2024-03-01', views: 3 },
  ];
  const body = JSON.stringify(posts);
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Content-Range': `posts 0-${posts.length - 1}/${posts.length}`,
  });
  res.end(body);
  return true;
}

/** "/admin" for src/areas/AdminArea.tsx; empty for other lazy chunks. */
function areaRoute(src = '') {
  const match = /(?:^|\/)areas\/([A-Za-z]+?)Area\.[jt]sx?$/.exec(src);
  return match ? `/${match[1].toLowerCase()}` : '';
}

/** Opens one build in Chromium and sizes the JavaScript it loaded. */
async function measure(ctx, { label, build, pagePath, selector, api }) {
  const server = await serveStatic(build.outDir, { api });
  try {
    const screenshot = ctx.options.screenshots ? path.join(ctx.dir, `${label}.png`) : undefined;
    const started = Date.now();
    const load = await loadPage(await ctx.browser(), server.url + pagePath, { selector, screenshot });
    ctx.log(`${label}: ${server.url}${pagePath} rendered ${selector} in ${secs(Date.now() - started)}, ${load.scripts.length} JS responses${screenshot ? `, screenshot ${path.relative(ctx.root, screenshot)}` : ''}`);
    for (const error of load.errors) ctx.log(`${label}: ${error}`);
    // Largest first, so runs print alike whatever order the responses came in.
    const files = load.scripts.map((s) => {
      const chunk = build.chunks.get(s.path);
      if (s.status !== 200) throw new Error(`${label}: ${s.url} answered ${s.status}`);
      return { path: s.path, chunk, raw: s.body.length, gzip: gzipSize(s.body) };
    }).sort((a, b) => b.gzip - a.gzip || a.path.localeCompare(b.path));
    const total = (key) => files.reduce((sum, f) => sum + f[key], 0);
    return { label, finalPath: new URL(load.finalUrl).pathname + new URL(load.finalUrl).hash, files, raw: total('raw'), gzip: total('gzip'), errors: load.errors };
  } finally {
    await server.close();
  }
}

/** How a chunk came to be loaded, from the build's manifest. */
function kindOf(build, chunk) {
  if (!chunk) return 'not in manifest';
  if (chunk.isEntry) return 'entry';
  if (chunk.isDynamicEntry) return 'lazy (import())';
  const entry = [...build.chunks.values()].find((c) => c.isEntry);
  return entry && build.closure(entry.key).has(chunk.servedPath) ? 'static import' : 'lazy dependency';
}

export default {
  name: 'login-size',
  title: 'JavaScript the /login page loads, beside a bare react-admin app',
  async run(ctx) {
    const appOut = path.join(ctx.dir, 'app');
    const bareOut = path.join(ctx.dir, 'bare');
    let app;
    let bare;
    if (ctx.options['no-build'] && fs.existsSync(path.join(appOut, '.vite')) && fs.existsSync(path.join(bareOut, '.vite'))) {
      ctx.log('--no-build: measuring the builds already in .bench/login-size/');
      app = readBuild(appOut);
      bare = readBuild(bareOut);
    } else {
      let started = Date.now();
      app = await viteBuild({ root: ctx.root, configFile: path.join(ctx.root, 'vite.config.ts'), outDir: appOut });
      ctx.log(`built the app (vite.config.ts) in ${secs(Date.now() - started)} into ${path.relative(ctx.root, appOut)}`);
      started = Date.now();
      const { default: react } = await import('@vitejs/plugin-react');
      bare = await viteBuild({ root: path.join(ctx.bench, 'bare'), plugins: [react()], outDir: bareOut });
      ctx.log(`built the bare react-admin app (bench/bare) in ${secs(Date.now() - started)} into ${path.relative(ctx.root, bareOut)}`);
    }

    const login = await measure(ctx, { label: 'app', build: app, pagePath: '/login', selector: 'form' });
    const base = await measure(ctx, { label: 'bare', build: bare, pagePath: '/', selector: '.RaLayout-appFrame table tbody tr', api: bareApi });
    if (login.finalPath !== '/login') throw new Error(`The app left /login for ${login.finalPath}`);

    // 1. The figure and its target.
    ctx.print(subheading(`JavaScript loaded by the page (headless Chromium, empty cache; gzip -9 of each response body)`));
    ctx.print(
      table(
        [{ title: '' }, { title: `app ${login.finalPath}` }, { title: `bare react-admin ${base.finalPath}` }, { title: 'app / bare' }],
        [
          ['JS files', login.files.length, base.files.length, ratio(login.files.length, base.files.length)],
          ['raw bytes', login.raw, base.raw, ratio(login.raw, base.raw)],
          ['gzip bytes', login.gzip, base.gzip, ratio(login.gzip, base.gzip)],
          ['gzip KiB', kib(login.gzip), kib(base.gzip), ''],
        ],
      ),
    );
    const headroom = base.gzip - login.gzip;
    ctx.print(
      `target: app /login gzip <= bare gzip (app / bare <= 1.00×); now ${ratio(login.gzip, base.gzip)}, ` +
        `${headroom >= 0 ? 'under' : 'over'} the bare app by ${int(Math.abs(headroom))} B (${kib(Math.abs(headroom))} KiB) gzip`,
    );

    // 2. What the login page pays for, file by file.
    ctx.print(subheading(`The app's JS files loaded by ${login.finalPath}`));
    ctx.print(
      table(
        [{ title: 'file' }, { title: 'how loaded', align: 'left' }, { title: 'raw B' }, { title: 'gzip B' }, { title: 'gzip KiB' }, { title: 'share' }],
        [
          ...login.files.map((f) => [f.path, kindOf(app, f.chunk), f.raw, f.gzip, kib(f.gzip), pct(f.gzip, login.gzip)]),
          '-',
          ['total', '', login.raw, login.gzip, kib(login.gzip), pct(login.gzip, login.gzip)],
        ],
      ),
    );

    // 3. The lazy chunks: what each area costs on top of /login, and that /login left them out.
    const loaded = new Set(login.files.map((f) => f.path));
    const sizes = new Map([...app.chunks.values()].map((c) => [c.servedPath, fileSizes(c.diskPath)]));
    const lazy = [...app.chunks.values()].filter((c) => c.isDynamicEntry).sort((a, b) => (areaRoute(b.src) ? 1 : 0) - (areaRoute(a.src) ? 1 : 0) || a.src.localeCompare(b.src));
    const lazyRows = lazy.map((chunk) => {
      const extra = [...app.closure(chunk.key)].filter((p) => !loaded.has(p));
      const own = sizes.get(chunk.servedPath);
      return {
        route: areaRoute(chunk.src),
        src: chunk.src,
        own,
        extraFiles: extra.length,
        extraRaw: extra.reduce((s, p) => s + sizes.get(p).raw, 0),
        extraGzip: extra.reduce((s, p) => s + sizes.get(p).gzip, 0),
        loadedByLogin: loaded.has(chunk.servedPath),
      };
    });
    ctx.print(subheading(`Lazily loaded chunks (import()) of the app build: what each adds on top of ${login.finalPath}`));
    ctx.print(
      table(
        [
          { title: 'area' },
          { title: 'lazy entry', align: 'left' },
          { title: 'own gzip B' },
          { title: 'files not on /login' },
          { title: 'raw B' },
          { title: 'gzip B' },
          { title: 'gzip KiB' },
          { title: 'loaded by /login', align: 'left' },
        ],
        lazyRows.map((r) => [r.route || '-', r.src, r.own.gzip, r.extraFiles, r.extraRaw, r.extraGzip, kib(r.extraGzip), r.loadedByLogin ? 'YES' : 'no']),
      ),
    );
    const allJs = [...sizes.entries()];
    const notLoaded = allJs.filter(([p]) => !loaded.has(p));
    const sum = (list, key) => list.reduce((s, [, v]) => s + v[key], 0);
    ctx.print(
      `(files not on /login: the chunk and the chunks it imports that /login did not load; shared chunks count in every area that uses them)\n` +
        `whole app build: ${allJs.length} JS files, ${int(sum(allJs, 'gzip'))} B gzip; /login loads ${login.files.length} of them ` +
        `(${pct(login.gzip, sum(allJs, 'gzip'))} of the gzip); the other ${notLoaded.length} (${int(sum(notLoaded, 'gzip'))} B gzip) stay lazy`,
    );

    // 4. Which packages the bytes come from, app beside bare.
    const appSources = attributeFiles(login.files.map((f) => f.chunk?.diskPath ?? path.join(app.outDir, f.path)));
    const bareSources = attributeFiles(base.files.map((f) => f.chunk?.diskPath ?? path.join(bare.outDir, f.path)));
    const appOrigins = groupSources(appSources, (source) => originOf(source, ctx.root));
    const bareOrigins = groupSources(bareSources, (source) => originOf(source, ctx.root));
    const names = [...new Set([...appOrigins.keys(), ...bareOrigins.keys()])];
    const none = { raw: 0, gzip: 0 };
    const score = (n) => Math.max((appOrigins.get(n) ?? none).raw, (bareOrigins.get(n) ?? none).raw);
    names.sort((a, b) => score(b) - score(a));
    const top = names.slice(0, TOP_PACKAGES);
    const rest = names.slice(TOP_PACKAGES);
    const row = (name, a, b) => [name, a.raw || '-', a.gzip || '-', pct(a.raw, login.raw), b.raw || '-', b.gzip || '-', pct(b.raw, base.raw), int(a.gzip - b.gzip)];
    const restOf = (origins) => rest.reduce((s, n) => ({ raw: s.raw + (origins.get(n) ?? none).raw, gzip: s.gzip + (origins.get(n) ?? none).gzip }), { raw: 0, gzip: 0 });
    ctx.print(subheading(`Top ${TOP_PACKAGES} packages by bytes in the JS loaded (from the source maps; gzip~ = that package's code gzipped alone, an estimate)`));
    ctx.print(
      table(
        [
          { title: 'package / app folder' },
          { title: 'app raw B' },
          { title: 'app gzip~' },
          { title: 'app %raw' },
          { title: 'bare raw B' },
          { title: 'bare gzip~' },
          { title: 'bare %raw' },
          { title: 'app-bare gzip~' },
        ],
        [
          ...top.map((n) => row(n, appOrigins.get(n) ?? none, bareOrigins.get(n) ?? none)),
          ...(rest.length ? [row(`(${rest.length} more)`, restOf(appOrigins), restOf(bareOrigins))] : []),
          '-',
          ['total (raw = bytes loaded)', login.raw, '', '', base.raw, '', '', ''],
        ],
      ),
    );

    // 5. The app's own code in those files, by source file.
    const src = path.join(ctx.root, 'src') + path.sep;
    const own = groupSources(new Map([...appSources].filter(([source]) => source.startsWith(src))), (source) => path.relative(ctx.root, source));
    const ownNames = [...own.keys()].sort((a, b) => own.get(b).raw - own.get(a).raw);
    const ownTotal = [...own.values()].reduce((s, v) => s + v.raw, 0);
    const ownRest = ownNames.slice(TOP_APP_FILES).reduce((s, n) => s + own.get(n).raw, 0);
    ctx.print(subheading(`The app's own code in the JS loaded by ${login.finalPath}, top ${TOP_APP_FILES} source files`));
    ctx.print(
      table(
        [{ title: 'source file' }, { title: 'raw B' }, { title: 'gzip~' }, { title: '% of app code' }],
        [
          ...ownNames.slice(0, TOP_APP_FILES).map((n) => [n, own.get(n).raw, own.get(n).gzip, pct(own.get(n).raw, ownTotal)]),
          ...(ownNames.length > TOP_APP_FILES ? [[`(${ownNames.length - TOP_APP_FILES} more)`, ownRest, '', pct(ownRest, ownTotal)]] : []),
          '-',
          [`total src/ (${ownNames.length} files)`, ownTotal, (appOrigins.get('app: src/') ?? { gzip: '' }).gzip, pct(ownTotal, ownTotal)],
        ],
      ),
    );

    return {
      app: { page: login.finalPath, files: login.files.map(({ path: p, raw, gzip }) => ({ path: p, raw, gzip })), raw: login.raw, gzip: login.gzip },
      bare: { page: base.finalPath, files: base.files.map(({ path: p, raw, gzip }) => ({ path: p, raw, gzip })), raw: base.raw, gzip: base.gzip },
      ratioGzip: login.gzip / base.gzip,
      target: 'app gzip <= bare gzip',
      lazy: lazyRows.map(({ route, src, own, extraFiles, extraRaw, extraGzip, loadedByLogin }) => ({ route, src, ownGzip: own.gzip, extraFiles, extraRaw, extraGzip, loadedByLogin })),
      packages: Object.fromEntries(names.map((n) => [n, { app: appOrigins.get(n) ?? none, bare: bareOrigins.get(n) ?? none }])),
    };
  },
};
