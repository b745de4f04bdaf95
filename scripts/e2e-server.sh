#!/usr/bin/env bash
# Serves the production build for the browser tests on a fresh local state of its own, so the tests
# never touch the developer's database and always start from the demo content.
set -euo pipefail
port="${1:-8799}"
state="$(bash scripts/db/scratch-state-dir.sh e2e-state)"
export CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false
bash scripts/db/seeded-state.sh "$state"
bash scripts/build-fresh.sh
# The built site and the card Worker (its CARDS binding) on workerd through Miniflare's API (decision 016),
# with the tests' clock (worker/clock.ts) and their control port (scripts/test-control.ts) two ports up.
exec npx tsx scripts/site-server.ts --port "$port" --state "$state" --var TEST_CLOCK:on --control-port "$((port + 2))"
