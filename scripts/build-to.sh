#!/usr/bin/env bash
# Builds the client (with prerendering) into a folder of its own, so several builds can coexist.
# Usage: scripts/build-to.sh DIR   then   STATIC_DIR=DIR/client PORT=NNNN node --conditions=source --import tsx src/server/main.ts
set -euo pipefail
out="${1:?usage: scripts/build-to.sh DIR}"
npx vite build --outDir "$out/client" --emptyOutDir --logLevel warn
npx vite build --ssr src/client/entry-server.tsx --outDir "$out/ssr" --emptyOutDir --logLevel warn
# The SSR bundle outside the repository resolves React through this link.
ln -sfn "$PWD/node_modules" "$out/node_modules"
BUILD_OUT_DIR="$out" node --conditions=source --import tsx scripts/prerender.ts
