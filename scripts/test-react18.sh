#!/usr/bin/env bash
# The peer range promises React 18 as well as 19: run the tests that render React against React 18
# in a scratch copy, so the project's own node_modules keep React 19.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

cd "$root"
git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$scratch"
cp -a node_modules "$scratch/"
# The node project runs the built CLI (socialkit-sim) too.
if [ -d dist ]; then cp -a dist "$scratch/"; fi
cd "$scratch"
npm install --no-save --no-audit --no-fund --ignore-scripts --loglevel=error \
  react@18.3.1 react-dom@18.3.1 >/dev/null
node -e "const v=require('react/package.json').version; if(!v.startsWith('18.')) { console.error('expected React 18, got '+v); process.exit(1) } console.log('React', v)"
# What renders React: the jsdom suite, and the server rendering (the node project's .tsx files,
# test/components/*.node.test.tsx and test/hooks/*.node.test.tsx). The rest of the node
# project (the proxy, the docs, the simulated service) runs no React and is run once, by `npm test`.
npx vitest run --project jsdom
npx vitest run --project node .node.test.tsx
