import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import setupWasm from "argon2id/lib/setup.js";

/** Node's side of `#argon2id` (scripts: seed, create-admin): the same .wasm files, read from disk. */
const require = createRequire(import.meta.url);

const instantiate = (file: string) => async (imports: WebAssembly.Imports) => {
  const bytes = new Uint8Array(await readFile(require.resolve(`argon2id/dist/${file}`)));
  const module = await WebAssembly.compile(bytes);
  return { module, instance: await WebAssembly.instantiate(module, imports) };
};

export const loadArgon2id = () => setupWasm(instantiate("simd.wasm"), instantiate("no-simd.wasm"));
