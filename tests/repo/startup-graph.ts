import { importsOf, type SourceFile, targetOf } from "./layers";

/** A package's name from an import specifier: `@scope/name` or `name`, without a subpath. */
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/**
 * What a Worker isolate evaluates before its first request: the entry and every module it imports
 * statically, transitively. Type-only imports are erased and `import("…")` waits for the code that
 * calls it, so neither counts. Repository modules are followed; packages are listed, not entered.
 */
export function startupGraph(files: readonly SourceFile[], entry: string): { modules: string[]; packages: string[] } {
  const byModule = new Map(files.map((file) => [file.path.replace(/\.tsx?$/, ""), file]));
  const resolve = (target: string) => byModule.get(target) ?? byModule.get(`${target}/index`);
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: SourceFile) => {
    if (modules.has(file.path)) return;
    modules.add(file.path);
    for (const { specifier, typeOnly, dynamic } of importsOf(file.text)) {
      if (typeOnly || dynamic) continue;
      const target = targetOf(file.path, specifier);
      const found = target && resolve(target.replace(/\.(tsx?|jsx?)$/, ""));
      if (found) visit(found);
      else if (!target) packages.add(packageOf(specifier));
    }
  };
  const start = resolve(entry);
  if (start) visit(start);
  return { modules: [...modules].sort(), packages: [...packages].sort() };
}
