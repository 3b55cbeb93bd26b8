# Turnout in a container (docs/deploy.md#docker). The build stage runs the same steps as
# `npm run release` (which system/release/release.test.ts tests); the image runs the unpacked
# release as the unprivileged `node` user, with its data in the /data volume.

FROM node:24-slim AS build
WORKDIR /src
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY system/package.json system/
RUN npm ci
COPY . .
RUN npm run release -- --out /release \
  && mkdir /app \
  && tar -xzf /release/turnout-*.tar.gz -C /app --strip-components=1

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Readiness: 503 while starting, stopping or without a database (docs/deploy.md#health-checks).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# bin/turnout execs node, so node is PID 1's program and gets SIGTERM from `docker stop`.
CMD ["bin/turnout"]
