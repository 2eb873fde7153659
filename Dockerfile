# Production image: one node process serving the API and the built SPA.
# Build: docker build -t hospital-careers .
# Run:   docker run -p 3000:3000 -v careers-data:/data hospital-careers
#        (add -e SEED_DEMO=true for the demo accounts and data; -e PUBLIC_URL=https://… behind a proxy)

# 1. Build the SPA and the server with every development tool.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Only what dist/server imports at run time: the `dependencies` of package.json and theirs.
#    --omit=optional drops the type packages npm keeps as optional peers (devOptional) and
#    pg-cloudflare, which pg loads only on Cloudflare Workers; no install script is needed.
FROM node:24-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund && npm cache clean --force

# 3. The runtime: the code belongs to root (read-only for the app); only /data belongs to `node`.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data WEB_DIST=/app/dist/web
WORKDIR /app
COPY package.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Reaches the server on the HOST and PORT it was given (a wildcard HOST on 127.0.0.1). Healthy at
# the first probe after the server is ready: probes every 5 s (about 0.07 s of CPU each), failures in
# the first 60 s do not count. (Docker Engine 25+ has --start-interval for faster probes during the
# start only; Engine 20.10, still common in distributions, refuses that flag, so it is not used.)
HEALTHCHECK --interval=5s --timeout=4s --start-period=60s --retries=3 CMD ["node", "/app/dist/server/healthcheck.js"]
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
