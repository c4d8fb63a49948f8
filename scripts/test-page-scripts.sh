#!/usr/bin/env bash
# The page scripts held to the Swift side's standard: the type check over their JSDoc
# (tsc --checkJs), the lint (eslint), and their unit tests (node --test, with jsdom for a DOM).
# Any finding fails. Debian's nodejs, node-typescript, eslint and node-jsdom (./scripts/test
# installs them).
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's Node modules (jsdom, eslint's own dependencies) live here; a Node from elsewhere
# does not look there by itself.
export NODE_PATH=/usr/share/nodejs
assets=Sources/MarqueeWeb/Public/assets

echo "tsc --checkJs: page scripts, then the service worker"
tsc -p tests/scripts
tsc -p tests/scripts/tsconfig.worker.json

echo "eslint: page scripts, the service worker (its parts joined, as served), the tests"
eslint -f unix --max-warnings 0 "$assets/scripts"
cat "$assets"/worker/*.js | eslint -f unix --max-warnings 0 --stdin --stdin-filename "$assets/worker-joined.js"
eslint -f unix --max-warnings 0 --ext .mjs tests/scripts

echo "node --test: the scripts' unit tests"
node --test tests/scripts/
