import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // `npm run check:deploy` builds the production bundle elsewhere, leaving the local build alone.
  buildDirectory: process.env.REACT_ROUTER_BUILD_DIR || "build",
} satisfies Config;
