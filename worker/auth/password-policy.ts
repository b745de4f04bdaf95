import { COMMON_PASSWORDS } from "@domain/common-passwords";

/** Built once per isolate from the shipped list (10,000 entries, lower-cased). */
let common: Set<string> | undefined;

/** True for a password on the list of the 10,000 most common ones, in any letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split("\n"));
  return common.has(password.toLowerCase());
}
