/** The few flags the database scripts share: where (--local / --remote) and which wrangler config. */
export interface DbArgs {
  local: boolean;
  /** Passed to wrangler as --config; local state lives in .wrangler/state beside it. */
  config: string;
  /** Arguments that are not flags (a file name). */
  positional: string[];
  option(name: string): string | undefined;
}

export function parseDbArgs(argv: readonly string[]): DbArgs {
  const positional: string[] = [];
  const options = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith("--")) positional.push(arg);
    else if (["--local", "--remote"].includes(arg)) flags.add(arg);
    else options.set(arg, argv[++i] ?? "");
  }
  if (flags.has("--local") && flags.has("--remote")) throw new Error("Pass either --local or --remote, not both.");
  return {
    local: flags.has("--local"),
    config: options.get("--config") ?? "wrangler.toml",
    positional,
    option: (name) => options.get(name),
  };
}
