/**
 * npm run deploy:version-affinity: puts the version-affinity rule (./rule.ts) into the zone's request
 * header transform phase, keeping every other rule there. Needs CLOUDFLARE_API_TOKEN (with Zone >
 * Transform Rules > Edit) and CLOUDFLARE_ZONE_ID; the hostnames come from PUBLIC_HOSTS in
 * wrangler.toml's [env.production] or the environment. Run once per zone; running again changes nothing.
 */
import { unstable_readConfig as readConfig } from "wrangler";
import { AFFINITY_PHASE, affinityRule, withAffinityRule } from "./rule";

const API = "https://api.cloudflare.com/client/v4";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} (see README, "Deploying to Cloudflare").`);
  return value;
}

async function main() {
  const token = required("CLOUDFLARE_API_TOKEN");
  const zone = required("CLOUDFLARE_ZONE_ID");
  const vars = readConfig({ config: "wrangler.toml", env: "production" }).vars ?? {};
  const hosts = String(process.env.PUBLIC_HOSTS ?? vars.PUBLIC_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim())
    .filter((host) => host && !host.startsWith("REPLACE_"));
  const url = `${API}/zones/${zone}/rulesets/phases/${AFFINITY_PHASE}/entrypoint`;
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };

  const current = await fetch(url, { headers });
  // 404: the zone has no rules in this phase yet, and the PUT below creates its entrypoint.
  if (!current.ok && current.status !== 404) throw new Error(`Reading the rules failed: ${current.status}`);
  const existing = current.ok ? ((await current.json()) as { result: { rules?: { ref?: string }[] } }).result : null;
  const rules = withAffinityRule(existing?.rules ?? [], affinityRule(hosts));
  const saved = await fetch(url, { method: "PUT", headers, body: JSON.stringify({ rules }) });
  if (!saved.ok) throw new Error(`Saving the rules failed: ${saved.status} ${await saved.text()}`);
  console.log(`Version affinity on for ${hosts.length ? hosts.join(", ") : "every host of the zone"}.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
