import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importsOf, layerViolations, readLayerSources, type SourceFile } from "./layers";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the import layers (docs/decisions/006-layers.md)", () => {
  it("hold for every source file of domain/, db/, worker/ and app/", () => {
    const sources = readLayerSources(root);
    expect(sources.length).toBeGreaterThan(100);
    expect(layerViolations(sources)).toEqual([]);
  });

  const file = (path: string, text: string): SourceFile => ({ path, text });

  it.each([
    ["domain/x.ts", 'import { seo } from "~/lib/seo";', "domain/ may not import app/"],
    ["domain/x.ts", 'import { blogPosts } from "../db/schema";', "domain/ may not import db/"],
    ["domain/x.ts", 'import type { Database } from "../db/client";', "domain/ may not import db/"],
    ["domain/x.ts", 'import type { contacts } from "../db/schema/enquiries";', "domain/ may not import db/"],
    ["db/x.ts", 'import { appEnv } from "@worker/env";', "db/ may not import worker/"],
    ["db/seed/x.ts", 'import { SITE_TEXT } from "../../app/lib/site-text";', "db/ may not import app/"],
    ["worker/api/x.ts", 'import { pageTitle } from "~/lib/seo";', "worker/ may not import app/"],
    ["worker/x.ts", 'const m = await import("~/lib/seo");', "worker/ may not import app/"],
    [
      "app/lib/x.ts",
      'import { createSession } from "@worker/auth/session";',
      "app/ reaches worker/ only through its data functions",
    ],
    ["app/lib/x.ts", 'import { api } from "@worker/api";', "app/ reaches worker/ only through its data functions"],
    [
      "app/lib/x.ts",
      'import {\n  errors,\n} from "../../worker/api/errors";',
      "app/ reaches worker/ only through its data functions",
    ],
  ])("refuses a deliberate violation in %s: %s", (path, text, rule) => {
    expect(layerViolations([file(path, text)])).toEqual([expect.objectContaining({ file: path, rule })]);
  });

  it.each([
    ["domain/x.ts", 'import { z } from "zod";\nimport { LIMITS } from "./constants";'],
    ["db/x.ts", 'import { DEPARTMENTS } from "../domain/constants";'],
    ["domain/rows.ts", 'import type { contacts } from "../db/schema";'],
    ["worker/x.ts", 'import { database } from "@db/client";\nimport type { Contact } from "@domain/rows";'],
    ["app/lib/x.ts", 'import { listBlogPosts } from "@worker/data/blog";\nimport { appEnv } from "@worker/env";'],
    ["app/lib/x.ts", 'import type { Api } from "@worker/api";'],
    ["worker/index.ts", 'const build = () => import("virtual:react-router/server-build");'],
  ])("allows %s: %s", (path, text) => {
    expect(layerViolations([file(path, text)])).toEqual([]);
  });

  it("reads type-only, multi-line, re-export and dynamic imports", () => {
    const text =
      'import type { A } from "a";\nimport {\n  b,\n} from "b";\nexport * from "c";\nimport "d";\nawait import("e");';
    expect(importsOf(text)).toEqual([
      { specifier: "a", typeOnly: true, dynamic: false },
      { specifier: "b", typeOnly: false, dynamic: false },
      { specifier: "c", typeOnly: false, dynamic: false },
      { specifier: "d", typeOnly: false, dynamic: false },
      { specifier: "e", typeOnly: false, dynamic: true },
    ]);
  });
});
