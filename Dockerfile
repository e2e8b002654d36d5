# syntax=docker/dockerfile:1
# The LMS as one image: API, notification socket and the built app in one Node process.
# Build: docker build -t online-school-lms .   Run with PostgreSQL, Redis and MinIO: compose.yaml.

# Build stage: every dependency (Vite, TypeScript, the client's libraries) to build dist/.
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# dist/client (the app, with brotli and gzip copies) and dist/node (the compiled server).
RUN npm run build

# Runtime stage: the server's dependencies only (the client's are bundled into dist/client).
FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund \
    && npm cache clean --force
COPY --from=build /app/dist ./dist
# The code stays root's and read-only to the app; only DATA_DIR (embedded database, local
# files, mail outbox) is the app's to write.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# /api/health answers 200 only when the database answers too. Node's fetch: the slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Not `npm start`: that script rebuilds what looks stale, which needs the dev dependencies.
# Migrations run at every start, before listening (server/main.ts).
CMD ["node", "dist/node/server/main.js"]
