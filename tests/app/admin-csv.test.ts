import { csvCell, toCsv } from "@domain/csv";
import { type EnquiryCsvFields, enquiriesCsvFilename, enquiryCsvHeader, enquiryCsvRecord } from "@domain/enquiry-csv";
import { describe, expect, it } from "vitest";

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
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",\'""y"")"');
    expect(csvCell("\rhidden")).toBe(`"'\rhidden"`);
  });

  it("never lets a quote open a cell for a spreadsheet that splits on another separator", () => {
    // A text ending in a separator: its closing quote would open a cell swallowing the line break.
    expect(csvCell("&lt;b&gt;")).toBe(`"&lt;b&gt;'"`);
    expect(csvCell('["a","b"]')).toBe(`"[""a"",'""b""]"`);
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

describe("the enquiries CSV", () => {
  const enquiry: EnquiryCsvFields = {
    name: "Ann, Lee",
    email: "ann@example.com",
    phone: null,
    subject: "=1+1",
    message: "First line\nsecond, with comma",
    practiceArea: "Family Law",
    status: "unread",
    createdAt: "2024-03-05T14:00:00.000Z",
    assignee: "Sarah Whitmore",
    otherParties: "Acme; Bob",
    openedAt: "2024-03-06T09:30:00.000Z",
    notes: [
      { at: "2024-03-06T14:05:00.000Z", by: "Dana Whitmore", text: "Called back, left a message." },
      { at: "2024-03-07T15:00:00.000Z", by: "Sam Lee", text: "=HYPERLINK(x)" },
    ],
    landingPage: "/practice-areas/family-law",
    referrerHost: "www.google.com",
    utmSource: "=cmd",
    utmMedium: null,
    utmCampaign: "spring, 2024",
    utmTerm: null,
    utmContent: null,
    bookingState: "cancelled",
    questionnaire: "https://www.example.com/admin/contacts?open=7",
  };

  it("has SPEC §9's columns first, then assignee, other parties, first opened, the notes' text, attribution, the booking's state and the questionnaire's staff link, times in the firm's zone with their offset", () => {
    expect(enquiryCsvHeader()).toBe(
      "Name,Email,Phone,Subject,Message,Status,Date,Practice Area,Assignee,Other Parties,First Opened,Notes," +
        "Landing page,Referred by,UTM source,UTM medium,UTM campaign,UTM term,UTM content,Booking,Questionnaire\r\n",
    );
    expect(enquiryCsvRecord(enquiry, "America/New_York")).toBe(
      '"Ann, Lee",ann@example.com,,\'=1+1,"First line\nsecond, with comma",unread,2024-03-05 09:00 -05:00,Family Law,Sarah Whitmore,"Acme; Bob",2024-03-06 04:30 -05:00,"2024-03-06 09:05 -05:00, Dana Whitmore: Called back, left a message.\n2024-03-07 10:00 -05:00, Sam Lee: =HYPERLINK(x)",/practice-areas/family-law,www.google.com,\'=cmd,,"spring, 2024",,,cancelled,https://www.example.com/admin/contacts?open=7\r\n',
    );
  });

  it("is named with the day", () => {
    expect(enquiriesCsvFilename("2026-11-26")).toBe("enquiries-2026-11-26.csv");
  });
});
