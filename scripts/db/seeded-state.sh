#!/usr/bin/env bash
# Makes DIR a fresh local state (D1, KV, R2 as `--persist-to DIR` lays them out) with every migration
# applied and the demo content seeded: what the browser tests' server, the attack suite, the restore
# test and the version-skew test each start from.
#
# The migrations and the seed run in one runtime (wrangler's own apply starts one per migration, about
# 40 core-seconds), and CI needs the state four times over. So the first caller makes it once per
# version of its sources, under .cache/seeded-state/, and every caller gets a copy; callers side by
# side wait for the one making it.
#   bash scripts/db/seeded-state.sh DIR
set -euo pipefail
cd "$(dirname "$0")/../.."
target="${1:?usage: scripts/db/seeded-state.sh DIR}"
export CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false

# What the state is made from: the migrations, the seed and the code it runs, the bindings, the packages.
version=$(find migrations db domain worker scripts -type f \( -name '*.sql' -o -name '*.ts' -o -name '*.json' \) -print0 |
  sort -z | xargs -0 cat wrangler.toml package-lock.json | sha256sum | cut -c1-16)
cache=".cache/seeded-state"
made="$cache/$version"
mkdir -p "$cache"

exec 9>"$cache/lock"
flock 9
if [ ! -f "$made/.complete" ]; then
  # Older versions go: the cache holds the one the sources make now.
  find "$cache" -mindepth 1 -maxdepth 1 -type d -exec rm -rf {} +
  npx tsx scripts/seed.ts --persist-to "$made" --migrate >/dev/null
  touch "$made/.complete"
fi
rm -rf "$target"
mkdir -p "$(dirname "$target")"
cp -r "$made" "$target"
rm -f "$target/.complete"
flock -u 9
