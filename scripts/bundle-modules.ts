import { readdirSync } from "node:fs";
import { join } from "node:path";

const MODULE_TYPES = [
  [".js", "ESModule"],
  [".wasm", "CompiledWasm"],
  [".bin", "Data"],
] as const;

/**
 * A built Worker's modules as Miniflare module definitions, for what runs Workers on Miniflare's own
 * API (the bench, the Workers tests' card Worker): every JS, WASM and data file below `dir`, its
 * entry `index.js` first. Source maps, CSS and configuration are left out.
 */
export function bundleModules(dir: string) {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" });
  const modules = files.flatMap((file) => {
    const type = MODULE_TYPES.find(([ending]) => file.endsWith(ending))?.[1];
    return type ? [{ type, path: join(dir, file), entry: file === "index.js" }] : [];
  });
  return modules.sort((a, b) => Number(b.entry) - Number(a.entry)).map(({ type, path }) => ({ type, path }));
}
