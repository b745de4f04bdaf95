/** The file name a download's Content-Disposition gives (the server names exports), else the fallback. */
export function filenameOf(headers: Headers, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(headers.get("Content-Disposition") ?? "");
  return match?.[1] ?? fallback;
}
