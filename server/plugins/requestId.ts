import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/*
 * Every log line of a request carries its id (Fastify's reqId), and the answer names it in
 * X-Request-Id, so an operator can find a user's failed call in the logs. A reverse proxy that
 * TRUST_PROXY names may pass its own id, tying its access log to ours; from anyone else the
 * header is ignored, so a client cannot plant ids (or text) in the logs.
 */

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: UUIDs, hex and similar tokens, never free text. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Whether the peer that connected is a proxy TRUST_PROXY names, as Fastify judges X-Forwarded-For. */
function trustsPeer(trustProxy: boolean | string): (address: string) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  const trusted = proxyAddr.compile(trustProxy.split(',').map((part) => part.trim()));
  return (address) => trusted(address, 0);
}

/** Fastify's genReqId: the trusted proxy's X-Request-Id when it sent a sound one, else a new UUID. */
export function requestIdGenerator(trustProxy: boolean | string): (raw: IncomingMessage) => string {
  const trusted = trustsPeer(trustProxy);
  return (raw) => {
    const sent = raw.headers[REQUEST_ID_HEADER];
    const peer = raw.socket?.remoteAddress;
    if (typeof sent === 'string' && ACCEPTED_ID.test(sent) && peer && trusted(peer)) return sent;
    return randomUUID();
  };
}

/** Echoes the request's id on every answer, errors and not-found included. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
