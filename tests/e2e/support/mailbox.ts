import { readdir, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";

/**
 * The local mailbox: Miniflare's `send_email` binding (under wrangler dev and the test server alike)
 * writes each email's text to an `email-text` folder of its temporary directory (under .wrangler/tmp,
 * or the system's temp folder), one file per message. Nothing leaves the machine.
 */
export async function emailTextFolders(part = "email-text"): Promise<string[]> {
  const roots = [join(process.cwd(), ".wrangler", "tmp"), tmpdir()];
  const found: string[] = [];
  async function walk(dir: string, depth: number) {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      const path = join(dir, entry.name);
      if (entry.name === part) found.push(path);
      else if (depth > 0 && (dir !== tmpdir() || entry.name.startsWith("miniflare-") || entry.name === "email"))
        await walk(path, depth - 1);
    }
  }
  for (const root of roots) await walk(root, 3);
  return found;
}

/** The texts (or, with `part`, the HTML) of the emails written since `since` (ms) that contain `needle`. */
export async function localEmailsContaining(
  needle: string,
  since: number,
  part: "email-text" | "email-html" = "email-text",
): Promise<string[]> {
  const texts: string[] = [];
  for (const folder of await emailTextFolders(part)) {
    for (const name of await readdir(folder).catch(() => [])) {
      const file = join(folder, name);
      if ((await stat(file)).mtimeMs < since - 1000) continue;
      const text = await readFile(file, "utf8");
      if (text.includes(needle)) texts.push(text);
    }
  }
  return texts;
}

/** The invitation link emailed to `name` since `since` (ms), waiting for the queue to deliver it. */
export async function invitationLinkSentTo(name: string, since: number): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const [mail] = await localEmailsContaining(`Dear ${name},`, since);
        link = mail?.match(/https?:\/\/\S+\/admin\/invitation#token=\S+/)?.[0] ?? "";
        return link;
      },
      { timeout: 30_000 },
    )
    .toContain("/admin/invitation#token=");
  return link;
}

/**
 * The links of the newest newsletter confirmation this server (`origin`) emailed since `since` (ms).
 * The email does not name its recipient: a test signs up one address at a time and reads it right after.
 */
export async function newsletterLinksSentFrom(
  origin: string,
  since: number,
): Promise<{ confirmUrl: string; unsubscribeUrl: string }> {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const confirm = new RegExp(`${escaped}/newsletter/confirm\\?token=[0-9a-f]{32}`);
  const unsubscribe = new RegExp(`${escaped}/api/newsletter/unsubscribe\\?token=[0-9a-f]{32}`);
  let links = { confirmUrl: "", unsubscribeUrl: "" };
  await expect
    .poll(
      async () => {
        const mails = await localEmailsContaining(`${origin}/newsletter/confirm?token=`, since);
        const mail = mails.at(-1) ?? "";
        links = { confirmUrl: mail.match(confirm)?.[0] ?? "", unsubscribeUrl: mail.match(unsubscribe)?.[0] ?? "" };
        return links.confirmUrl;
      },
      { timeout: 30_000 },
    )
    .toContain("/newsletter/confirm?token=");
  return links;
}
