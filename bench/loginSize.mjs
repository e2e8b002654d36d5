// login-size: the bytes the /login page costs on the wire, beside a bare react-admin app
// (bench/bare: an <Admin> with one ListGuesser resource over ra-data-simple-rest) built the same
// way (Vite + @vitejs/plugin-react, production, pre-compressed .br/.gz copies). Target, printed
// and not enforced: the login page sends no more bytes than the bare app.
//
// How: both are built into .bench/login-size/. The app is served by the real built server
// (dist/node, CLIENT_DIR pointing at the build, with its pre-compressed files and compression),
// the bare app by a tiny static server that picks the pre-compressed copies the same way. Each
// is opened in headless Chromium with an empty cache to learn what the page loads (the HTML,
// every script: entry, modulepreloads, dynamic imports; every stylesheet); then each of those
// is fetched once more with Accept-Encoding: br, gzip and its body bytes counted as they
// arrive. The gzip -9 size of each script is printed too, as before.
import fs from 'node:fs';
import path from 'node:path';
import { int, kib, pct, ratio, secs, subheading, table } from './lib/format.mjs';
import { gzipSize, fileSizes } from './lib/sizes.mjs';
import { loadPage } from './lib/browser.mjs';
import { serveStatic } from './lib/serve.mjs';
import { buildServer, startApi } from './lib/apiServer.mjs';
import { fetchWire } from './lib/wire.mjs';
import { precompressPlugin } from '../scripts/precompress.mjs';
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

/** Opens one build in Chromium and sizes what it loaded: JavaScript by gzip -9, and the wire. */
async function measure(ctx, { label, build, pagePath, selector, serve }) {
  const server = await serve();
  try {
    const screenshot = ctx.options.screenshots ? path.join(ctx.dir, `${label}.png`) : undefined;
    const started = Date.now();
    const load = await loadPage(await ctx.browser(), server.url + pagePath, { selector, screenshot });
    ctx.log(
      `${label}: ${server.url}${pagePath} rendered ${selector} in ${secs(Date.now() - started)}, ${load.scripts.length} JS responses${screenshot ? `, screenshot ${path.relative(ctx.root, screenshot)}` : ''}`,
    );
    for (const error of load.errors) ctx.log(`${label}: ${error}`);
    // Largest first, so runs print alike whatever order the responses came in.
    const files = load.scripts
      .map((s) => {
        const chunk = build.chunks.get(s.path);
        if (s.status !== 200) throw new Error(`${label}: ${s.url} answered ${s.status}`);
        return { path: s.path, chunk, raw: s.body.length, gzip: gzipSize(s.body) };
      })
      .sort((a, b) => b.gzip - a.gzip || a.path.localeCompare(b.path));
    const total = (key) => files.reduce((sum, f) => sum + f[key], 0);
    // What the same requests cost on the wire, from the server that served them.
    const kinds = [
      ['HTML', [server.url + pagePath]],
      ['JS', load.scripts.map((s) => s.url)],
      ['CSS', load.stylesheets],
    ];
    const wire = [];
    for (const [kind, urls] of kinds) {
      for (const url of urls) {
        const got = await fetchWire(url);
        if (got.status !== 200) throw new Error(`${label}: ${url} answered ${got.status} to the wire fetch`);
        wire.push({ kind, path: new URL(url).pathname, ...got });
      }
    }
    return {
      label,
      finalPath: new URL(load.finalUrl).pathname + new URL(load.finalUrl).hash,
      files,
      raw: total('raw'),
      gzip: total('gzip'),
      wire,
      wireBytes: wire.reduce((sum, w) => sum + w.wire, 0),
      errors: load.errors,
    };
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
      // vite.config.ts brings its own pre-compression plugin.
      app = await viteBuild({ root: ctx.root, configFile: path.join(ctx.root, 'vite.config.ts'), outDir: appOut });
      ctx.log(`built the app (vite.config.ts) in ${secs(Date.now() - started)} into ${path.relative(ctx.root, appOut)}`);
      started = Date.now();
      const { default: react } = await import('@vitejs/plugin-react');
      bare = await viteBuild({ root: path.join(ctx.bench, 'bare'), plugins: [react(), precompressPlugin()], outDir: bareOut });
      ctx.log(`built the bare react-admin app (bench/bare) in ${secs(Date.now() - started)} into ${path.relative(ctx.root, bareOut)}`);
    }

    buildServer(ctx.root, ctx.log);
    const realServer = async () => {
      const api = await startApi(ctx.root, 'pglite', ctx.log, { env: { CLIENT_DIR: appOut } });
      return { url: api.base, close: api.close };
    };
    const login = await measure(ctx, { label: 'app', build: app, pagePath: '/login', selector: 'form', serve: realServer });
    const base = await measure(ctx, {
      label: 'bare',
      build: bare,
      pagePath: '/',
      selector: '.RaLayout-appFrame table tbody tr',
      serve: () => serveStatic(bare.outDir, { api: bareApi }),
    });
    if (login.finalPath !== '/login') throw new Error(`The app left /login for ${login.finalPath}`);

    // 0. The bytes sent, as a browser that takes brotli receives them.
    const wireOf = (m, kind) => m.wire.filter((w) => !kind || w.kind === kind);
    const sumOf = (list, key) => list.reduce((s, w) => s + w[key], 0);
    const encodings = (list) => [...new Set(list.map((w) => w.encoding))].join(', ') || '-';
    ctx.print(subheading('Bytes on the wire for the page (Accept-Encoding: br, gzip; body bytes as received, headers not counted)'));
    ctx.print(
      table(
        [
          { title: '' },
          { title: `app ${login.finalPath}` },
          { title: 'encoding', align: 'left' },
          { title: `bare ${base.finalPath}` },
          { title: 'encoding', align: 'left' },
          { title: 'app / bare' },
        ],
        [
          ...['HTML', 'JS', 'CSS'].map((kind) => {
            const a = wireOf(login, kind);
            const b = wireOf(base, kind);
            return [
              `${kind} (${a.length} / ${b.length} files)`,
              sumOf(a, 'wire'),
              encodings(a),
              sumOf(b, 'wire'),
              encodings(b),
              ratio(sumOf(a, 'wire'), sumOf(b, 'wire')),
            ];
          }),
          '-',
          ['total on the wire B', login.wireBytes, '', base.wireBytes, '', ratio(login.wireBytes, base.wireBytes)],
          ['total on the wire KiB', kib(login.wireBytes), '', kib(base.wireBytes), '', ''],
          [
            'decoded B',
            sumOf(login.wire, 'raw'),
            '',
            sumOf(base.wire, 'raw'),
            '',
            ratio(sumOf(login.wire, 'raw'), sumOf(base.wire, 'raw')),
          ],
        ],
      ),
    );
    const wireRoom = base.wireBytes - login.wireBytes;
    ctx.print(
      `target: app /login bytes on the wire <= 0.6× bare's; now ${ratio(login.wireBytes, base.wireBytes)}, ` +
        `${wireRoom >= 0 ? 'under' : 'over'} the bare app by ${int(Math.abs(wireRoom))} B (${kib(Math.abs(wireRoom))} KiB)`,
    );
    const uncompressed = [...login.wire, ...base.wire].filter((w) => w.raw >= 1024 && w.encoding === 'identity');
    if (uncompressed.length) ctx.print(`sent uncompressed (over 1 KiB): ${uncompressed.map((w) => w.url).join(', ')}`);

    // 1. The figure and its target.
    ctx.print(subheading(`JavaScript loaded by the page (headless Chromium, empty cache; gzip -9 of each response body, decoded)`));
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
      `(earlier target) app /login JS gzip -9 <= bare's; now ${ratio(login.gzip, base.gzip)}, ` +
        `${headroom >= 0 ? 'under' : 'over'} the bare app by ${int(Math.abs(headroom))} B (${kib(Math.abs(headroom))} KiB) gzip`,
    );

    // 2. What the login page pays for, file by file.
    ctx.print(subheading(`The app's JS files loaded by ${login.finalPath}`));
    ctx.print(
      table(
        [
          { title: 'file' },
          { title: 'how loaded', align: 'left' },
          { title: 'raw B' },
          { title: 'gzip B' },
          { title: 'gzip KiB' },
          { title: 'share' },
        ],
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
    const lazy = [...app.chunks.values()]
      .filter((c) => c.isDynamicEntry)
      .sort((a, b) => (areaRoute(b.src) ? 1 : 0) - (areaRoute(a.src) ? 1 : 0) || a.src.localeCompare(b.src));
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
        lazyRows.map((r) => [
          r.route || '-',
          r.src,
          r.own.gzip,
          r.extraFiles,
          r.extraRaw,
          r.extraGzip,
          kib(r.extraGzip),
          r.loadedByLogin ? 'YES' : 'no',
        ]),
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
    const row = (name, a, b) => [
      name,
      a.raw || '-',
      a.gzip || '-',
      pct(a.raw, login.raw),
      b.raw || '-',
      b.gzip || '-',
      pct(b.raw, base.raw),
      int(a.gzip - b.gzip),
    ];
    const restOf = (origins) =>
      rest.reduce((s, n) => ({ raw: s.raw + (origins.get(n) ?? none).raw, gzip: s.gzip + (origins.get(n) ?? none).gzip }), {
        raw: 0,
        gzip: 0,
      });
    ctx.print(
      subheading(
        `Top ${TOP_PACKAGES} packages by bytes in the JS loaded (from the source maps; gzip~ = that package's code gzipped alone, an estimate)`,
      ),
    );
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
    const own = groupSources(new Map([...appSources].filter(([source]) => source.startsWith(src))), (source) =>
      path.relative(ctx.root, source),
    );
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
      app: {
        page: login.finalPath,
        files: login.files.map(({ path: p, raw, gzip }) => ({ path: p, raw, gzip })),
        raw: login.raw,
        gzip: login.gzip,
      },
      bare: {
        page: base.finalPath,
        files: base.files.map(({ path: p, raw, gzip }) => ({ path: p, raw, gzip })),
        raw: base.raw,
        gzip: base.gzip,
      },
      ratioGzip: login.gzip / base.gzip,
      wire: {
        app: {
          bytes: login.wireBytes,
          files: login.wire.map(({ kind, path: p, encoding, wire, raw }) => ({ kind, path: p, encoding, wire, raw })),
        },
        bare: {
          bytes: base.wireBytes,
          files: base.wire.map(({ kind, path: p, encoding, wire, raw }) => ({ kind, path: p, encoding, wire, raw })),
        },
        ratio: login.wireBytes / base.wireBytes,
      },
      target: 'app bytes on the wire <= 0.6 × bare bytes on the wire',
      lazy: lazyRows.map(({ route, src, own, extraFiles, extraRaw, extraGzip, loadedByLogin }) => ({
        route,
        src,
        ownGzip: own.gzip,
        extraFiles,
        extraRaw,
        extraGzip,
        loadedByLogin,
      })),
      packages: Object.fromEntries(names.map((n) => [n, { app: appOrigins.get(n) ?? none, bare: bareOrigins.get(n) ?? none }])),
    };
  },
};
