import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readLayerSources, type SourceFile } from "./layers";
import { startupGraph } from "./startup-graph";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * docs/decisions/014-startup.md: what only some requests need is loaded by them, so that a cold
 * isolate answering a page does not first build the API's schemas or the passkey library.
 */
const LOADED_ON_DEMAND = {
  modules: [/^worker\/api\//, /^domain\/schemas\//, /^worker\/scheduled\.ts$/, /^worker\/email\//, /^worker\/jobs\//],
  packages: ["@oslojs/webauthn", "@xmldom/xmldom", "@oslojs/otp", "uqr", "argon2id"],
};

describe("the Worker's startup (docs/decisions/014-startup.md)", () => {
  const { modules, packages } = startupGraph(readLayerSources(root), "worker/index");

  it("evaluates the page path: entry, edge cache, security headers, request log", () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        "worker/index.ts",
        "worker/edge/cache.ts",
        "worker/http/security-headers.ts",
        "worker/observability/request-log.ts",
      ]),
    );
    expect(packages).toEqual(expect.arrayContaining(["hono", "drizzle-orm"]));
  });

  it("leaves the API, its schemas, the background jobs and the heavy libraries to the requests that use them", () => {
    expect(modules.filter((path) => LOADED_ON_DEMAND.modules.some((pattern) => pattern.test(path)))).toEqual([]);
    expect(packages.filter((name) => LOADED_ON_DEMAND.packages.includes(name))).toEqual([]);
  });

  const file = (path: string, text: string): SourceFile => ({ path, text });

  it("follows static imports through the aliases and index files, and skips type-only and dynamic ones", () => {
    const graph = startupGraph(
      [
        file(
          "worker/index.ts",
          'import { a } from "./a";\nimport type { B } from "@worker/b";\nconst c = () => import("./c");',
        ),
        file("worker/a.ts", 'import { api } from "@worker/api";'),
        file("worker/api/index.ts", 'import { z } from "zod";\nimport { x } from "@oslojs/crypto/ecdsa";'),
        file("worker/b.ts", 'import "@xmldom/xmldom";'),
        file("worker/c.ts", 'import "uqr";'),
      ],
      "worker/index",
    );
    expect(graph).toEqual({
      modules: ["worker/a.ts", "worker/api/index.ts", "worker/index.ts"],
      packages: ["@oslojs/crypto", "zod"],
    });
  });
});
