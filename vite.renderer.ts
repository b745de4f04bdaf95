import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * react-dom/server's workerd entry (server.edge.js) carries React's legacy string renderer
 * (renderToString, renderToStaticMarkup) beside the streaming one, and as CommonJS it cannot be
 * tree-shaken. The site renders with renderToReadableStream alone (app/entry.server.tsx), so a build
 * resolves react-dom/server to the streaming renderer's own module (docs/decisions/029-worker-size.md).
 */
export function streamingRendererOnly(mode: string) {
  const reactDom = dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
  const flavour = mode === "production" ? "production" : "development";
  return { find: /^react-dom\/server$/, replacement: join(reactDom, `cjs/react-dom-server.edge.${flavour}.js`) };
}
