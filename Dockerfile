# syntax=docker/dockerfile:1
# NumScope: one image, the API and the web client on one port (docs/production.md).
# Build:  docker build -t numscope .
# Run:    docker run -p 3000:3000 --env-file .env numscope

# 1. Dependencies and the builds of the web app and the server (dev tools live only in this stage).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm install --no-audit --no-fund
COPY . .
# The client signs its sign-in calls with the server's AUTH_SIGNING_SECRET (decision 025).
ARG VITE_AUTH_SIGNING_SECRET
RUN test -n "$VITE_AUTH_SIGNING_SECRET" || (echo 'build with --build-arg VITE_AUTH_SIGNING_SECRET=<AUTH_SIGNING_SECRET>' && exit 1)
RUN NODE_ENV=production node --import tsx scripts/build.ts

# 2. Production dependencies only (tsx stays for the operators' command-line tools, which run from sources).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm install --omit=dev --no-audit --no-fund --workspace @numscope/server --include-workspace-root=false

# 3. The runtime: the built server and web client (and the sources, for the command-line tools), a non-root user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DEMO_SEED_NUMBERS=0
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/contract ./packages/contract
COPY --from=build /app/apps/server ./apps/server
COPY --from=build /app/apps/web/dist ./apps/web/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--conditions=numscope-built", "apps/server/dist/main.js"]
