#!/usr/bin/env bash
# The site's build in build/ (`react-router build`), made again only when a source is newer than it:
# the browser tests' server, the attack suite and CI (which builds it beside the Workers tests) share one.
set -uo pipefail
cd "$(dirname "$0")/.."
export CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false
built="build/server/wrangler.json"
# (.wrangler folders are wrangler's own output, such as the card Worker's bundling under worker/cards.)
if [ -f "$built" ] && [ -z "$(find app worker domain db public migrations package.json package-lock.json \
  react-router.config.ts vite.config.ts vite.aliases.ts vite.build-info.ts vite.renderer.ts wrangler.toml \
  -name .wrangler -prune -o -newer "$built" -print -quit)" ]; then
  echo "reusing the build in build/ (no source is newer)"
else
  npx react-router build >/dev/null
fi
