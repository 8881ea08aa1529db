#!/usr/bin/env bash
# `npm test`: everything CI runs, stopping at the first failure. Steps that neither read nor write
# what the other does run side by side (the machine has two cores): the linter beside the type
# checker, the package's build beside Storybook's (which builds from src/, not dist/).
set -euo pipefail

# Runs two npm scripts at once; fails when either fails, once both have ended.
side_by_side() {
  npm run -s "$1" &
  local first=$!
  local status=0
  npm run -s "$2" || status=$?
  wait "$first" || status=$?
  return "$status"
}

side_by_side lint typecheck
side_by_side build build-storybook
vitest run --project jsdom --project node --project types --project chromium --project chromium-upload --project storybook-site
vitest run --project examples --project firefox
npm run test:package
npm run test:react18
