/** The client address Cloudflare vouches for; never X-Forwarded-For, which any client can set. For logs and audit rows. */
export const clientAddress = (request: Request) => request.headers.get("CF-Connecting-IP") ?? "unknown";

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/;
const hex = (groups: number[]) => groups.map((g) => g.toString(16)).join(":");

/** An IPv6 address's eight 16-bit groups (an embedded IPv4 tail as two), or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  let address = text.toLowerCase().replace(/%.*$/, "");
  const tail = /:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (tail) {
    if (!IPV4.test(tail)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = tail.split(".").map(Number);
    address = `${address.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(":") : []);
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  return groups.every((group) => HEXTET.test(group)) ? groups.map((group) => Number.parseInt(group, 16)) : null;
}

/**
 * What the per-client limits (forms, sign-in, password resets) count a request under: an IPv4
 * address as itself; an IPv6 address as its /64, the block one customer (one home, one server) is
 * given, so rotating through it does not escape a limit. An IPv4 address inside IPv6 (::ffff:a.b.c.d)
 * counts as that IPv4 address. Null: the request carries no usable address (see limitSubject).
 */
export function limitKeyOf(address: string | null | undefined): string | null {
  const text = address?.trim() ?? "";
  if (IPV4.test(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((g) => [g >> 8, g & 0xff]).join(".");
  return `${hex(groups.slice(0, 4))}::/64`;
}

/**
 * The coarser IPv6 blocks a per-visitor limit also counts a /64 client under, each with the /64's
 * limit times `factor`: ISPs delegate a /56 to a household, hosting providers a /48 to a customer, so
 * rotating through /64s inside one does not multiply a limit by 256 or 65,536 (SECURITY.md, ADR 038).
 */
export const IPV6_BUCKETS = [
  { prefix: 56, factor: 3 },
  { prefix: 48, factor: 10 },
] as const;

/**
 * Every subject a per-visitor limit counts a request under, with its limit factor: the subject itself
 * (factor 1), and for an IPv6 /64 also its /56 and /48. IPv4 addresses (and the local client) stay one.
 */
export function bucketsOf(subject: string): { subject: string; factor: number }[] {
  const own = { subject, factor: 1 };
  const groups = subject.endsWith("::/64") ? ipv6Groups(subject.slice(0, -3)) : null;
  if (!groups) return [own];
  const [a = 0, b = 0, c = 0, d = 0] = groups;
  const block = { 56: `${hex([a, b, c, d & 0xff00])}::/56`, 48: `${hex([a, b, c])}::/48` };
  return [own, ...IPV6_BUCKETS.map(({ prefix, factor }) => ({ subject: block[prefix], factor }))];
}

export const clientLimitKey = (request: Request) => limitKeyOf(request.headers.get("CF-Connecting-IP"));

/** The subject every client of a local server shares: it listens on loopback, so they are one machine. */
export const LOCAL_CLIENT = "local";

/**
 * The throttle subject for a client's limit key. A request without a usable CF-Connecting-IP cannot
 * have come through Cloudflare's edge, which always sets it: in production (demo mode off) such a
 * request gets no limited operation at all (null: refuse it as over the limit), so no shared
 * "unknown" bucket exists for one client to fill for everyone. Locally (demo mode, `npm start`
 * listening on 127.0.0.1) every client is the machine itself and counts as one.
 */
export function limitSubject(app: { demoMode: boolean }, key: string | null): string | null {
  if (key !== null) return key;
  return app.demoMode ? LOCAL_CLIENT : null;
}

/** The throttle subject for an address as clientAddress() gave it (null: refuse, see limitSubject). */
export const addressSubject = (app: { demoMode: boolean }, address: string | null | undefined) =>
  limitSubject(app, limitKeyOf(address));
