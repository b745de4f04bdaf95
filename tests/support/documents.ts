import { uniqueClient } from "./api-calls";
import { page } from "./booking-pages";
import { JPEG, PNG } from "./image-bytes";

/** Small files of each accepted document type, and the tests' ways of posting them to /intake/:token. */

const text = (value: string) => new TextEncoder().encode(value);
const join = (...parts: Uint8Array[]) => {
  const whole = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
};
const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32 = (n: number) => [...u16(n & 0xffff), ...u16(n >>> 16)];

export const SAMPLE_PDF = text("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
export { JPEG as SAMPLE_JPEG, PNG as SAMPLE_PNG };

/** A HEIC's first box (ftyp, brand heic, compatible mif1 and heic) and a little of what follows. */
export const SAMPLE_HEIC = new Uint8Array([
  0,
  0,
  0,
  24,
  ...text("ftypheic"),
  0,
  0,
  0,
  0,
  ...text("mif1heic"),
  0,
  0,
  0,
  8,
  ...text("mdat"),
]);

/** A ZIP of stored (uncompressed) entries, enough for a reader of names; CRCs are left zero. */
export function zipOf(entries: Record<string, string>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = text(name);
    const data = text(content);
    const sizes = [...u32(0), ...u32(data.length), ...u32(data.length)];
    const local = join(
      new Uint8Array([
        ...u32(0x04034b50),
        ...u16(20),
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        ...sizes,
        ...u16(nameBytes.length),
        0,
        0,
      ]),
      nameBytes,
      data,
    );
    centrals.push(
      join(
        new Uint8Array([
          ...u32(0x02014b50),
          ...u16(20),
          ...u16(20),
          0,
          0,
          0,
          0,
          0,
          0,
          0,
          0,
          ...sizes,
          ...u16(nameBytes.length),
          0,
          0,
          0,
          0,
          0,
          0,
          0,
          0,
          0,
          0,
          0,
          0,
          ...u32(offset),
        ]),
        nameBytes,
      ),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = join(...centrals);
  const count = Object.keys(entries).length;
  const end = new Uint8Array([
    ...u32(0x06054b50),
    0,
    0,
    0,
    0,
    ...u16(count),
    ...u16(count),
    ...u32(directory.length),
    ...u32(offset),
    0,
    0,
  ]);
  return join(...locals, directory, end);
}

export const SAMPLE_DOCX = zipOf({
  "[Content_Types].xml": '<?xml version="1.0"?><Types/>',
  "word/document.xml": '<?xml version="1.0"?><w:document/>',
});

/** A file field of the client's form: the input's name, the file's name and its bytes. */
export type FormFile = [field: string, name: string, bytes: Uint8Array];

/**
 * The client's multipart post to the questionnaire page, from its own address. The body is sent as
 * bytes with its length, as a browser's form post is (the page refuses a multipart post of no length).
 */
export async function postFiles(
  path: string,
  files: FormFile[],
  fields: [string, string][] = [["intent", "save"]],
  address = uniqueClient(),
) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const [field, name, bytes] of files) form.append(field, new File([bytes as BlobPart], name));
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return page(path, {
    method: "POST",
    body,
    headers: {
      "Content-Type": encoded.headers.get("Content-Type") ?? "",
      "Content-Length": String(body.length),
      "CF-Connecting-IP": address,
    },
  });
}
