import noSimd from "argon2id/dist/no-simd.wasm";
import simd from "argon2id/dist/simd.wasm";
import setupWasm from "argon2id/lib/setup.js";

/**
 * workerd's side of `#argon2id`: the bundler turns these imports into WebAssembly.Module objects
 * (workerd refuses to compile WASM from bytes at run time).
 */
const instantiate = (module: WebAssembly.Module) => async (imports: WebAssembly.Imports) => ({
  module,
  instance: await WebAssembly.instantiate(module, imports),
});

export const loadArgon2id = () => setupWasm(instantiate(simd), instantiate(noSimd));
