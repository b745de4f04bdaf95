import { csvCell, toCsv } from "@domain/csv";
import type { Contact } from "@domain/rows";
import { describe, expect, it } from "vitest";
import { contactsCsv } from "~/lib/admin/contacts-csv";

describe("csvCell (RFC 4180 with formula neutralising)", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("Jane Doe")).toBe("Jane Doe");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvCell("Smith, John")).toBe('"Smith, John"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+1 555 0100", "'+1 555 0100"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tTabbed", '"\'\tTabbed"'],
  ])("neutralises a cell a spreadsheet would run: %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("neutralises and quotes when both apply", () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell("\rhidden")).toBe(`"'\rhidden"`);
  });
});

describe("toCsv", () => {
  it("joins cells with commas and records with CRLF", () => {
    expect(
      toCsv(
        ["A", "B"],
        [
          ["1", "x,y"],
          ["2", null],
        ],
      ),
    ).toBe('A,B\r\n1,"x,y"\r\n2,');
  });
});

describe("contactsCsv", () => {
  const contact: Contact = {
    id: 7,
    name: "Ann, Lee",
    email: "ann@example.com",
    phone: null,
    subject: "=1+1",
    message: "First line\nsecond, with comma",
    practiceArea: "Family Law",
    status: "unread",
    otherParties: null,
    assignedTo: null,
    openedAt: null,
    consentVersion: 1,
    anonymizedAt: null,
    createdAt: "2024-03-05T14:00:00.000Z",
    date: "2024-03-05",
    updatedAt: "2024-03-05T14:00:00.000Z",
  };

  it("has SPEC §9's header and the contact's fields in order, date as YYYY-MM-DD", () => {
    const [header, ...rest] = contactsCsv([contact]).split("\r\n");
    expect(header).toBe("Name,Email,Phone,Subject,Message,Status,Date,Practice Area");
    expect(rest.join("\r\n")).toBe(
      '"Ann, Lee",ann@example.com,,\'=1+1,"First line\nsecond, with comma",unread,2024-03-05,Family Law',
    );
  });

  it("is just the header for no contacts", () => {
    expect(contactsCsv([])).toBe("Name,Email,Phone,Subject,Message,Status,Date,Practice Area");
  });
});
