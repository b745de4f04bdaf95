/** The Settings screen's words about the office address in parts. */
export const ADDRESS_PARTS_TEXT = {
  legend: "The address in parts",
  hint: "What search engines read as the firm's postal address. Until every part is filled in, they get the one line above.",
} as const;
