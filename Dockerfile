# The reference service, built once and run from its built output as a non-root user.
# docker build -t acctos . && docker run -p 8080:8080 -e DATABASE_URL=... acctos

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY tsconfig.json tsup.config.ts ./
COPY src ./src
COPY catalog ./catalog
RUN npx tsup

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 ACCTOS_DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# The service's packages are optional peers of the engine package: make them dependencies
# (docs/packages.md), then install the versions package-lock.json pins, without dev tools.
COPY scripts/service-manifest.mjs ./scripts/
RUN node scripts/service-manifest.mjs && npm install --omit=dev --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY bin ./bin
COPY catalog ./catalog
COPY migrations ./migrations
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# /healthz answers while the process serves; /readyz also checks the database and migrations.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "bin/acctos.js", "serve"]
