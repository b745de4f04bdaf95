import { possessive } from "@domain/possessive";
import { EMPTY_FIRM_SETTINGS } from "@worker/data/settings";
import { brandedHtml } from "@worker/email/layout";
import { EMAIL_TEMPLATES } from "@worker/email/templates";
import { describe, expect, it } from "vitest";

const firm = {
  ...EMPTY_FIRM_SETTINGS,
  firmName: "Whitmore & Associates",
  phone: "(555) 123-4567",
  address: "1 Main St",
  email: "info@whitmore.example",
  website: "https://whitmore.example",
  logoUrl: "/media/logo/abc.png",
};

describe("the branded email layout", () => {
  it("shows the firm's name, an absolute logo, the site's colours and a footer with its details", () => {
    const html = brandedHtml("Dear Ann,\n\nThank you.", firm, "https://site.example");
    expect(html).toContain("Whitmore &amp; Associates");
    expect(html).toContain('<img src="https://site.example/media/logo/abc.png" alt="Whitmore &amp; Associates"');
    expect(html).toContain("#152a45");
    expect(html).toContain("#c9a227");
    expect(html).toContain("1 Main St · (555) 123-4567 · info@whitmore.example");
    expect(html).toContain('<p style="margin:0 0 16px">Dear Ann,</p>');
  });

  it("falls back to the firm's website for the logo, and leaves it out without one", () => {
    expect(brandedHtml("x", firm)).toContain('src="https://whitmore.example/media/logo/abc.png"');
    expect(brandedHtml("x", { ...firm, website: "" })).not.toContain("<img");
  });

  it("makes web addresses clickable, and escapes everything else", () => {
    const html = brandedHtml(
      'Open it: https://site.example/admin/contacts?open=3&x=1.\n<script>alert("x")</script> javascript:alert(1)',
      firm,
    );
    expect(html).toContain(
      '<a href="https://site.example/admin/contacts?open=3&amp;x=1" style="color:#274b76;text-decoration:underline">https://site.example/admin/contacts?open=3&amp;x=1</a>.',
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain('href="javascript');
  });
});

describe("possessives", () => {
  it("adds only an apostrophe after a final s", () => {
    expect(possessive("Whitmore & Associates")).toBe("Whitmore & Associates'");
    expect(possessive("Smith Law")).toBe("Smith Law's");
  });

  it("reads right in the emails that name the firm's newsletter", () => {
    const email = EMAIL_TEMPLATES.newsletter_confirm(
      { confirmUrl: "https://x.example/c", unsubscribeUrl: "https://x.example/u" },
      { firm, refId: null },
    );
    expect(email.subject).toContain("Whitmore & Associates' newsletter");
    expect(email.text).not.toContain("Associates's");
  });
});
