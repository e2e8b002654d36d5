// A small round-robin HTTP + WebSocket proxy in front of several app processes, as a load
// balancer without health checks would be: each request or socket goes to the next target in
// turn, dead or alive. A request sent to a target that is gone fails (502, or the socket is
// closed) and it is the client's to retry, as a browser's would. Used by the exam-rush bench
// (--processes=N) and the chaos test (tests/server/chaos.test.ts).
//
// Every answer names the target that served it in the X-Upstream header (its index in
// `targets`), the WebSocket handshake's 101 included, so a caller can tell where a request or a
// socket went. X-Forwarded-For is appended to, as a real proxy does: the apps trust loopback
// (TRUST_PROXY=loopback) and so see the address the client named.
import http from 'node:http';
import { once } from 'node:events';
import { createProxyServer } from 'http-proxy-3';

export const UPSTREAM_HEADER = 'x-upstream';

/**
 * Starts the proxy on host:port (port 0: a free one) in front of `targets` (base URLs such as
 * http://127.0.0.1:8081). Answers { url, port, counts, close() }; counts[i] is how many
 * requests and sockets went to targets[i].
 */
export async function startRoundRobinProxy(targets, { host = '127.0.0.1', port = 0 } = {}) {
  if (!targets.length) throw new Error('startRoundRobinProxy: no targets');
  // Keep-alive to the targets, as a balancer keeps its upstream connections.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, scheduling: 'lifo' });
  const proxy = createProxyServer({ xfwd: true, agent });
  const counts = targets.map(() => 0);
  let next = 0;
  const pick = () => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index]++;
    return index;
  };
  const indexOf = new WeakMap();

  proxy.on('proxyRes', (proxyRes, req) => {
    proxyRes.headers[UPSTREAM_HEADER] = String(indexOf.get(req));
  });
  // The 'upgrade' listener added here runs before the library writes the 101 to the client.
  proxy.on('proxyReqWs', (proxyReq, req) => {
    proxyReq.once('upgrade', (proxyRes) => {
      proxyRes.headers[UPSTREAM_HEADER] = String(indexOf.get(req));
    });
  });
  proxy.on('error', (err, req, target) => {
    // target is the client's response for HTTP, its socket for a WebSocket.
    if (target instanceof http.ServerResponse) {
      if (target.headersSent) target.destroy();
      else {
        target.writeHead(502, { 'content-type': 'application/json', [UPSTREAM_HEADER]: String(indexOf.get(req)) });
        target.end(JSON.stringify({ message: `Bad gateway: ${err.code ?? err.message}` }));
      }
    } else target?.destroy?.();
  });

  const server = http.createServer((req, res) => {
    const index = pick();
    indexOf.set(req, index);
    proxy.web(req, res, { target: targets[index] });
  });
  // Upgraded sockets leave the HTTP server's books: kept here so close() can end them.
  const sockets = new Set();
  server.on('upgrade', (req, socket, head) => {
    const index = pick();
    indexOf.set(req, index);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    proxy.ws(req, socket, head, { target: targets[index] });
  });
  // Many students at once: the default backlog of 511 is short for a burst of connections.
  server.listen({ host, port, backlog: 4096 });
  await once(server, 'listening');
  const bound = server.address().port;
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    counts,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
      proxy.close();
      agent.destroy();
    },
  };
}
