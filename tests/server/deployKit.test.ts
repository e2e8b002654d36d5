import fs from 'node:fs';
import { DockerfileParser, Env, type Instruction } from 'dockerfile-ast';
import { validate as lintDockerfile } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { composeSchemaErrors, interpolate, readComposeFile, resolveCompose } from './composeFile.js';

/*
 * The deploy kit (Dockerfile, compose.yaml, deploy/Caddyfile), checked without Docker, which CI
 * does not have: the Dockerfile by a linter, compose.yaml by the Compose Specification's
 * schema, and all three for what a reviewer would look for, read against the server's own code
 * (its config parser, its health route, its build output).
 */

const root = new URL('../../', import.meta.url);
const read = (name: string) => fs.readFileSync(new URL(name, root), 'utf8');

const dockerfileText = read('Dockerfile');
const dockerfile = DockerfileParser.parse(dockerfileText);
const froms = dockerfile.getFROMs();
const finalStart = froms[froms.length - 1]!.getRange().start.line;
const finalStage = dockerfile.getInstructions().filter((i) => i.getRange().start.line >= finalStart);
const buildStage = dockerfile.getInstructions().filter((i) => i.getRange().start.line < finalStart);
const finalOf = (keyword: string): Instruction[] => finalStage.filter((i) => i.getKeyword() === keyword);
const finalEnv = Object.fromEntries(
  finalStage.flatMap((i) => (i instanceof Env ? i.getProperties().map((p) => [p.getName(), p.getValue() ?? '']) : [])),
);

const HEALTH_PATH = /'(\/api\/health)'/.exec(read('server/routes/health/routes.ts'))?.[1];

// What an operator puts in .env beside compose.yaml (README, "Deploying").
const operatorEnv = {
  POSTGRES_PASSWORD: 'pg-secret',
  S3_ACCESS_KEY: 'lms-app',
  S3_SECRET_KEY: 's3-secret-of-the-app',
  MINIO_ROOT_USER: 'minio-root',
  MINIO_ROOT_PASSWORD: 'minio-root-secret',
  PUBLIC_URL: 'https://school.example.test',
};
const composeRaw = readComposeFile();
const compose = resolveCompose(composeRaw, operatorEnv);
const services = compose.services;
const appNames = Object.keys(services).filter((name) => services[name]!.build !== undefined);
const appEnv = (name: string) => ({ ...finalEnv, ...(services[name]!.environment as Record<string, string>) });
const proxy = services.proxy!;
const proxyAddress = (proxy.networks as Record<string, { ipv4_address: string }>).lms!.ipv4_address;

describe('Dockerfile', () => {
  it('passes the Dockerfile linter (dockerfile-utils)', () => {
    const problems = lintDockerfile(dockerfileText).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
  });

  it('builds in a full stage and runs on slim Node 20 with the production dependencies only', () => {
    expect(froms.length).toBeGreaterThanOrEqual(2);
    const runtime = froms[froms.length - 1]!;
    expect(runtime.getImageName()).toBe('node');
    expect(runtime.getImageTag()).toMatch(/^20(\.\d+)*-(bookworm-slim|slim|alpine)$/);
    const buildRuns = buildStage.filter((i) => i.getKeyword() === 'RUN').map((i) => i.getArgumentsContent());
    expect(buildRuns.some((r) => /\bnpm ci\b/.test(r ?? ''))).toBe(true);
    expect(buildRuns.some((r) => /\bnpm run build\b/.test(r ?? ''))).toBe(true);
    const installs = finalOf('RUN').filter((i) => /\bnpm (ci|install|i)\b/.test(i.getArgumentsContent() ?? ''));
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) expect(install.getArgumentsContent()).toMatch(/--omit=dev\b/);
    const buildName = froms[0]!.getBuildStage();
    expect(finalOf('COPY').map((i) => i.getTextContent())).toContainEqual(
      expect.stringMatching(new RegExp(`--from=${buildName}\\s+/app/dist\\b`)),
    );
  });

  it('runs the compiled server as a non-root user', () => {
    const users = finalOf('USER').map((i) => i.getArgumentsContent()?.split(':')[0]);
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0']).not.toContain(users[users.length - 1]);
    const cmd = finalOf('CMD')[0]!;
    expect(finalOf('USER')[users.length - 1]!.getRange().start.line).toBeLessThan(cmd.getRange().start.line);
    // The path tsc writes server/main.ts to (tsconfig.server.json's outDir).
    const outDir = (JSON.parse(read('tsconfig.server.json')) as { compilerOptions: { outDir: string } }).compilerOptions.outDir;
    expect(cmd.getArgumentsContent()).toContain(`"${outDir}/server/main.js"`);
  });

  it('is production, keeps DATA_DIR in a volume, exposes PORT and checks the health route', () => {
    expect(finalEnv.NODE_ENV).toBe('production');
    expect(
      finalOf('VOLUME')
        .map((i) => i.getArgumentsContent())
        .join(' '),
    ).toContain(`"${finalEnv.DATA_DIR}"`);
    expect(finalOf('EXPOSE').map((i) => i.getArgumentsContent())).toContain(finalEnv.PORT);
    expect(HEALTH_PATH).toBe('/api/health');
    expect(finalOf('HEALTHCHECK')[0]?.getArgumentsContent()).toContain(`'${HEALTH_PATH}'`);
  });

  it('sends no secrets, local data or installed modules to the build', () => {
    // Docker reads every pattern from the context's root, with or without a leading slash.
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim().replace(/^\//, ''))
      .filter((l) => l && !l.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['.env', 'node_modules', 'data', 'dist', '.git']));
    // Nor leaves out what `npm run build` reads.
    for (const needed of [
      'server',
      'src',
      'scripts',
      'public',
      'index.html',
      'package-lock.json',
      'tsconfig.server.json',
      'vite.config.ts',
    ]) {
      expect(ignored).not.toContain(needed);
    }
  });
});

describe('compose.yaml', () => {
  it('follows the Compose Specification, whose schema does refuse a wrong file', () => {
    expect(composeSchemaErrors(composeRaw)).toEqual([]);
    const broken = structuredClone(composeRaw);
    broken.services['app-1']!.replica = 2;
    expect(composeSchemaErrors(broken).join('\n')).toMatch(/additional properties/);
  });

  it('will not start without the secrets in .env', () => {
    expect(() => resolveCompose(composeRaw, { ...operatorEnv, POSTGRES_PASSWORD: '' })).toThrow(/POSTGRES_PASSWORD/);
    expect(() => resolveCompose(composeRaw, { ...operatorEnv, S3_SECRET_KEY: undefined })).toThrow(/S3_SECRET_KEY/);
    expect(interpolate('$${A} ${B:-b} ${C:+c}', { C: '1' })).toBe('${A} b c');
  });

  it('runs two app replicas, each configured for PostgreSQL, Redis and the MinIO bucket', () => {
    expect(appNames.length).toBeGreaterThanOrEqual(2);
    const init = services['minio-init']!;
    const initScript = (init.command as string[]).join('\n');
    const bucket = /mc mb --ignore-existing local\/(\S+)/.exec(initScript)?.[1];
    expect(initScript).toMatch(/mc admin user add local "\$S3_ACCESS_KEY" "\$S3_SECRET_KEY"/);
    for (const name of appNames) {
      const env = appEnv(name);
      // The server's own parser: a value it refuses would stop the replica at start.
      const config = loadConfig(env, '/app');
      expect(config.databaseUrl).toBeDefined();
      const db = new URL(config.databaseUrl!);
      expect([db.hostname, db.port, db.password, db.pathname]).toEqual(['postgres', '5432', operatorEnv.POSTGRES_PASSWORD, '/lms']);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(config.redisUrl).toBe(env.REDIS_URL);
      expect(config.storage).toMatchObject({ bucket, endpoint: 'http://minio:9000', forcePathStyle: true });
      expect(config.storage?.credentials).toEqual({ accessKeyId: operatorEnv.S3_ACCESS_KEY, secretAccessKey: operatorEnv.S3_SECRET_KEY });
      expect(config.publicUrl).toBe(operatorEnv.PUBLIC_URL);
      expect(config.demo).toBe(false);
      expect(services[name]!.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        'minio-init': { condition: 'service_completed_successfully' },
      });
      // Reachable only through the proxy: a port of their own would let clients bypass TRUST_PROXY's promise.
      expect(services[name]!.ports).toBeUndefined();
    }
    expect(services.postgres!.environment).toMatchObject({
      POSTGRES_USER: 'lms',
      POSTGRES_DB: 'lms',
      POSTGRES_PASSWORD: operatorEnv.POSTGRES_PASSWORD,
    });
  });

  it('lets the apps trust the proxy and nothing else', () => {
    for (const name of appNames) expect(loadConfig(appEnv(name), '/app').trustProxy).toBe(proxyAddress);
    const ipam = compose.networks?.lms?.ipam?.config?.[0];
    const toInt = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
    const inRange = (ip: string, cidr: string) => {
      const [base, bits] = cidr.split('/') as [string, string];
      const size = 2 ** (32 - Number(bits));
      return toInt(ip) >= toInt(base) && toInt(ip) < toInt(base) + size;
    };
    expect(inRange(proxyAddress, ipam!.subnet!)).toBe(true);
    // Outside the range Docker hands out, so no other container can take the trusted address.
    expect(inRange(proxyAddress, ipam!.ip_range!)).toBe(false);
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile');
  const lines = caddyfile
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

  it('is the file the proxy service mounts', () => {
    expect(proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('forwards every path, /api/ws websockets included, to both replicas and checks their health', () => {
    const proxies = lines.filter((l) => l.startsWith('reverse_proxy'));
    expect(proxies).toHaveLength(1);
    const [, ...targets] = proxies[0]!.replace(/\{$/, '').trim().split(/\s+/);
    // No path matcher: Caddy proxies the WebSocket upgrade on /api/ws as any other request.
    expect(targets.every((t) => !t.startsWith('/') && !t.startsWith('@') && t !== '*')).toBe(true);
    const port = loadConfig(appEnv(appNames[0]!), '/app').port;
    expect(targets.sort()).toEqual(appNames.map((name) => `${name}:${port}`).sort());
    expect(lines).toContain(`health_uri ${HEALTH_PATH}`);
    // Nothing answers or rewrites a path before the proxy does.
    expect(lines.filter((l) => /^(handle|handle_path|route|respond|rewrite|redir|uri)\b/.test(l))).toEqual([]);
  });
});
