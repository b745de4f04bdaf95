import { readdir, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { runSql } from "./control";

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
 * The links of the newsletter confirmation emailed to `address` since `since` (ms), once delivered.
 * The email does not name its recipient, so its links are read from the outbox row addressed to it,
 * and the mailbox must hold an email with exactly that link (another test's sign-up never matches).
 */
export async function newsletterLinksSentTo(
  address: string,
  since: number,
): Promise<{ confirmUrl: string; unsubscribeUrl: string }> {
  let links = { confirmUrl: "", unsubscribeUrl: "" };
  await expect
    .poll(
      async () => {
        const [row] = await runSql<{ payload: string }>(
          "SELECT payload FROM email_outbox WHERE recipient = ? AND kind = 'newsletter_confirm' ORDER BY id DESC LIMIT 1",
          [address],
        );
        if (!row) return "";
        links = JSON.parse(row.payload) as typeof links;
        return (await localEmailsContaining(links.confirmUrl, since)).length > 0 ? links.confirmUrl : "";
      },
      { timeout: 30_000 },
    )
    .toContain("/newsletter/confirm?token=");
  return links;
}
