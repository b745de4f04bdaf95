/** Title and robots of an admin page: never indexed. */
export const adminMeta = (title: string) => [
  { title: `${title} | Admin | Whitmore & Associates` },
  { name: "robots", content: "noindex, nofollow" },
];
