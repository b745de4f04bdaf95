import { fileURLToPath } from "node:url";

/** The tsconfig path aliases, for Vite and Vitest. */
export const aliases = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@worker": fileURLToPath(new URL("./worker", import.meta.url)),
  "@db": fileURLToPath(new URL("./db", import.meta.url)),
  "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
};
