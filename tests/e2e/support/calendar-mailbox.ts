import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { emailTextFolders } from "./mailbox";

/** The .ics files the local mailbox stored since `since` (ms) that contain `needle` (e.g. mailto:visitor). */
export async function invitationsContaining(needle: string, since: number): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = [];
        for (const folder of await emailTextFolders("email-attachment")) {
          for (const name of await readdir(folder).catch(() => [])) {
            const file = join(folder, name);
            if (!name.endsWith(".ics") || (await stat(file)).mtimeMs < since - 1000) continue;
            // The local Email Service stores an attachment's content as the message gave it: base64 here.
            const stored = (await readFile(file, "utf8")).trim();
            const text = stored.startsWith("BEGIN:") ? stored : Buffer.from(stored, "base64").toString("utf8");
            if (text.replace(/\r\n[ \t]/g, "").includes(needle)) found.push(text);
          }
        }
        return found.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return found;
}
