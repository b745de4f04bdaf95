import type { Attachment } from "./booking-templates";

/**
 * A file an email carries that is kept in R2 (a signed letter's PDF), named by its key in the payload
 * and read when the email is sent: the outbox row stays small, and the file is the one stored.
 */
export interface StoredFile {
  key: string;
  filename: string;
  type: string;
}

const base64 = (bytes: Uint8Array) => {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** The files as attachments; a missing file throws, so the send is retried rather than sent without it. */
export async function attachmentsOf(media: R2Bucket, files: readonly StoredFile[]): Promise<Attachment[]> {
  return Promise.all(
    files.map(async (file) => {
      const object = await media.get(file.key);
      if (!object) throw new Error(`Attachment ${file.filename} is missing from storage`);
      const content = base64(new Uint8Array(await object.arrayBuffer()));
      return { content, filename: file.filename, type: file.type, disposition: "attachment" as const };
    }),
  );
}
