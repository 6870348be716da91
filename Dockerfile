# The site as a container image, run as `node dist/server/main.js` (docs/deploy.md, compose.yaml).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# ffmpeg strips the metadata (the place it was filmed) from uploaded videos.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /var/lib/gurukul && chown node:node /var/lib/gurukul
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/var/lib/gurukul
EXPOSE 3000
CMD ["node", "dist/server/main.js"]
