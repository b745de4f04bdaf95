import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const CLIENT = "build/client";

export const gzipBytes = (data: string | Uint8Array) => gzipSync(data).length;
const fileGzip = (path: string) => gzipBytes(readFileSync(`${CLIENT}${path}`));
const sum = (paths: Iterable<string>) => [...paths].reduce((total, p) => total + fileGzip(p), 0);

export interface PageWeight {
  htmlGzip: number;
  scriptFiles: number;
  jsGzip: number;
  inlineJsGzip: number;
  cssGzip: number;
}

/** The JS and CSS a page loads, read from its served HTML, each file gzipped from the build. */
export function pageWeight(html: string): PageWeight {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, src = ""] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) js.add(src);
  for (const [tag] of html.matchAll(/<link[^>]*>/g)) {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith("/")) continue;
    if (/rel="modulepreload"/.test(tag)) js.add(href);
    if (/rel="stylesheet"/.test(tag)) css.add(href);
  }
  let inline = "";
  for (const [, attrs = "", body = ""] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attrs) || /type="(application\/(ld\+)?json|speculationrules)"/.test(attrs)) continue;
    inline += body;
    // Files an inline script loads: React Router's modules, the loaders' scripts (domain/page-scripts.ts).
    for (const [, path = ""] of body.matchAll(/["'](\/[^"'\s]+\.js)["']/g)) js.add(path);
  }
  return {
    htmlGzip: gzipBytes(html),
    scriptFiles: js.size,
    jsGzip: sum(js),
    inlineJsGzip: inline ? gzipBytes(inline) : 0,
    cssGzip: sum(css),
  };
}

/**
 * React Router's floor: what an empty route of this build would load — the manifest, the client
 * entry and the root route with their imports.
 */
export function routerFloorGzip(): number {
  const manifestFile = readdirSync(`${CLIENT}/assets`).find((f) => /^manifest-.*\.js$/.test(f));
  if (!manifestFile) throw new Error("No React Router manifest in build/client/assets");
  const text = readFileSync(`${CLIENT}/assets/${manifestFile}`, "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  const root = manifest.routes.root;
  if (!root) throw new Error("The manifest has no root route");
  const files = new Set([
    `/assets/${manifestFile}`,
    manifest.entry.module,
    ...manifest.entry.imports,
    root.module,
    ...(root.imports ?? []),
  ]);
  return sum(files);
}
