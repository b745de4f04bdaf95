import { demoBlogPosts } from "@db/seed/content/blog";
import { sanitizeHtml } from "@domain/sanitize";
import { describe, expect, it } from "vitest";

const ALLOWED: Record<string, string[]> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
};
const PLAIN_TAGS =
  "h2 h3 h4 p br hr strong em b i u blockquote ul ol li code pre table caption thead tbody tfoot tr figure figcaption";
for (const tag of PLAIN_TAGS.split(" ")) ALLOWED[tag] = [];
const SAFE_URL = /^(https?:\/\/|mailto:|tel:|#|\/|\.{1,2}\/)/;

/** Fails unless every tag and attribute left is on the allowlist and every URL is a safe one. */
function expectInert(html: string) {
  for (const [, name = "", attrs = ""] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const tag = name.toLowerCase();
    expect(Object.keys(ALLOWED), `tag <${tag}> in ${html}`).toContain(tag);
    for (const [, attr = "", value = ""] of attrs.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      expect(ALLOWED[tag], `attribute ${attr} on <${tag}> in ${html}`).toContain(attr.toLowerCase());
      if (attr === "href") expect(value).toMatch(SAFE_URL);
      if (attr === "src") expect(value).toMatch(/^\/media\/[^/]/);
    }
  }
  expect(html).not.toMatch(/javascript:|vbscript:|data:|on\w+=|style=|srcdoc|\[removed\]/i);
}

const PAYLOADS = [
  "<script>alert(1)</script>",
  "<ScRiPt SRC=//evil.example/x.js></sCrIpT>",
  "<script>alert(1)",
  "<scr<script>ipt>alert(1)</script>",
  "<<script>script>alert(1)<</script>/script>",
  "<img src=x onerror=alert(1)>",
  '<img src="x" alt="a" onerror="alert(1)"/>',
  "<img src=x onerror=alert(1)//",
  "<svg onload=alert(1)><circle r=1 /></svg>",
  "<svg><script>alert(1)</script></svg>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="jav\nascript:alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097vascript:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<object data="javascript:alert(1)"></object>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="width: expression(alert(1))">x</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  "<details open ontoggle=alert(1)>x</details>",
  "<body onload=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  '<a href="#" onclick="alert(1)">x</a>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<img """><script>alert(1)</script>">',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<video><source onerror=alert(1)></video>",
  "<p><b><i>unclosed <a href='javascript:alert(1)'>nested",
];

describe("sanitizeHtml", () => {
  it(`leaves nothing executable in ${PAYLOADS.length} XSS payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(20);
    for (const payload of PAYLOADS) {
      const clean = sanitizeHtml(payload);
      expectInert(clean);
      expect(sanitizeHtml(clean), `stable for ${payload}`).toBe(clean);
    }
  });

  it("drops script, style, iframe, object, embed and form content entirely", () => {
    expect(sanitizeHtml("<p>a</p><script>alert(1)</script><p>b</p>")).toBe("<p>a</p><p>b</p>");
    expect(sanitizeHtml("<style>p{color:red}</style><iframe>frame text</iframe>ok")).toBe("ok");
    expect(sanitizeHtml("<object>o</object><embed><form>f<input></form>ok")).toBe("ok");
    expect(sanitizeHtml("<p>kept</p><script>alert(1)")).toBe("<p>kept</p>");
  });

  it("keeps a link's text when it drops an unsafe URL, and escapes stray angle brackets", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)" title="t">read</a>')).toBe('<a title="t">read</a>');
    expect(sanitizeHtml("<p>1 < 2 && 3 > 2</p>")).toBe("<p>1 &lt; 2 && 3 &gt; 2</p>");
    expect(sanitizeHtml("<div><span>plain</span></div>")).toBe("plain");
  });

  it("gives links that open a new tab rel=noopener noreferrer, and drops other targets", () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/x" rel="opener" target=_BLANK>x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/x" target="other" rel="nofollow">x</a>')).toBe('<a href="/x" rel="nofollow">x</a>');
  });

  it("keeps normal article HTML unchanged", () => {
    const article = [
      "<h2>Heading</h2><h3>Sub</h3><h4>Minor</h4>",
      "<p>Text with <strong>strong</strong>, <em>em</em>, <b>b</b>, <i>i</i>, <u>u</u> and <code>code</code>.<br>Line two &amp; more.</p>",
      '<p><a href="https://example.com/a?b=1&amp;c=2" title="Example">external</a>, <a href="/team/jane-doe">internal</a>, <a href="#faq">anchor</a>, <a href="mailto:info@example.com">mail</a>, <a href="tel:+12125550100">phone</a></p>',
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">new tab</a></p>',
      '<img src="/media/articles/photo.jpg" alt="A photo" title="Photo"><img src="/media/articles/b.png" alt="">',
      "<blockquote>Quoted</blockquote><hr><ul><li>one</li></ul><ol><li>two</li></ol><pre><code>x = 1;</code></pre>",
      '<table><caption>Fees</caption><thead><tr><th scope="col">Item</th><th colspan="2">Cost</th></tr></thead>',
      '<tbody><tr><td rowspan="2">Filing</td><td>$100</td></tr></tbody><tfoot><tr><td>Total</td></tr></tfoot></table>',
    ].join("\n");
    expect(sanitizeHtml(article)).toBe(article);
  });

  it("drops every image that is not from the media library, and keeps the library's", () => {
    const foreign = [
      "https://cdn.example.com/x.png",
      "http://example.com/a.jpg",
      "//evil.example/p.gif",
      "data:image/png;base64,iVBORw0KGgo=",
      "file:///C:/Users/me/AppData/Local/Temp/image001.png",
      "images/relative.png",
      "/uploads/elsewhere.png",
      "/media//evil.example/x.png",
      "&#104;ttps://cdn.example.com/x.png",
      "",
    ];
    for (const src of foreign) {
      const html = `<p>Before</p><img src="${src}" alt="A chart"><figure><img src="${src}" alt="x"><figcaption>Cap</figcaption></figure><p>After</p>`;
      const clean = sanitizeHtml(html);
      expect(clean, src).toBe("<p>Before</p><figure><figcaption>Cap</figcaption></figure><p>After</p>");
      expectInert(clean);
    }
    expect(sanitizeHtml('<img alt="No source">')).toBe("");
    const own =
      '<figure><img src="/media/article-image/2026/ab12.webp" alt="The office"><figcaption>Cap</figcaption></figure>';
    expect(sanitizeHtml(own)).toBe(own);
  });

  it("keeps every seeded article unchanged", () => {
    for (const post of demoBlogPosts) expect(sanitizeHtml(post.content)).toBe(post.content);
  });
});
