import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";

/**
 * The import rule of docs/decisions/006-layers.md, as code: every arrow points down.
 * domain ← db ← worker, and app sees domain plus the worker's data functions; domain takes the row
 * types of db/'s tables, as types only.
 */
export const LAYERS = ["domain", "db", "worker", "app"] as const;
export type Layer = (typeof LAYERS)[number];

const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  domain: ["domain"],
  db: ["db", "domain"],
  worker: ["worker", "db", "domain"],
  app: ["app", "domain", "worker"],
};

/**
 * What app/ may take from worker/: the data functions loaders and actions call, the bindings they
 * need, the one request fact a page action shares with the API (the client address), and the
 * request-scoped logger (so a page's log lines carry the request id).
 */
const APP_MAY_CALL = [/^worker\/data\//, /^worker\/env$/, /^worker\/http\/client-address$/, /^worker\/log$/];
/** The API's type, for the typed client of the back office: types only, never code. */
const APP_MAY_TYPE = [/^worker\/api(\/index)?$/];

/** The tables, whose rows are domain/'s row types: types only, so no table code reaches domain/ or the browser. */
const DOMAIN_MAY_TYPE = [/^db\/schema(\/index)?$/];

const ALIASES: Record<string, string> = { "~/": "app/", "@worker/": "worker/", "@db/": "db/", "@domain/": "domain/" };

export interface SourceFile {
  /** Repository-relative, with forward slashes. */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

interface ImportRef {
  specifier: string;
  typeOnly: boolean;
  /** `import("…")`: evaluated when the code runs, not with the importing module. */
  dynamic: boolean;
}

const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'"`;]*?\sfrom\s+)?["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /import\(\s*["']([^"']+)["']\s*\)/g;

export function importsOf(text: string): ImportRef[] {
  const refs: ImportRef[] = [];
  for (const match of text.matchAll(STATIC_IMPORT)) {
    refs.push({ specifier: match[2] ?? "", typeOnly: Boolean(match[1]), dynamic: false });
  }
  for (const match of text.matchAll(DYNAMIC_IMPORT)) {
    refs.push({ specifier: match[1] ?? "", typeOnly: false, dynamic: true });
  }
  return refs;
}

/** The repository path an import points at, or null for packages and virtual modules. */
export function targetOf(file: string, specifier: string): string | null {
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  }
  if (specifier.startsWith(".")) return posix.normalize(posix.join(posix.dirname(file), specifier));
  return null;
}

const layerOf = (path: string): Layer | null => LAYERS.find((layer) => path.startsWith(`${layer}/`)) ?? null;
const withoutExtension = (path: string) => path.replace(/\.(tsx?|jsx?)$/, "");

export function layerViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const from = layerOf(file.path);
    if (!from) continue;
    for (const { specifier, typeOnly } of importsOf(file.text)) {
      const target = targetOf(file.path, specifier);
      const to = target && layerOf(target);
      if (!target || !to || to === from) continue;
      const module = withoutExtension(target);
      const tableTypes = from === "domain" && to === "db" && typeOnly && DOMAIN_MAY_TYPE.some((p) => p.test(module));
      if (tableTypes) continue;
      if (!MAY_IMPORT[from].includes(to)) {
        violations.push({ file: file.path, specifier, rule: `${from}/ may not import ${to}/` });
      } else if (from === "app" && to === "worker") {
        const allowed =
          APP_MAY_CALL.some((p) => p.test(module)) || (typeOnly && APP_MAY_TYPE.some((p) => p.test(module)));
        if (!allowed) {
          violations.push({ file: file.path, specifier, rule: "app/ reaches worker/ only through its data functions" });
        }
      }
    }
  }
  return violations;
}

/** Every TypeScript source of the four layers, read from disk. */
export function readLayerSources(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(posix.join(root, dir), { withFileTypes: true })) {
      const path = posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith(".") && entry.name !== "+types") walk(path);
      } else if (/\.tsx?$/.test(entry.name)) {
        files.push({ path, text: readFileSync(posix.join(root, path), "utf8") });
      }
    }
  };
  for (const layer of LAYERS) walk(layer);
  return files;
}
