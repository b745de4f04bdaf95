import { env } from "cloudflare:workers";
import { resetStorage } from "./reset-storage";

// Every test file starts from the real migrations on empty storage. The Workers runtime (and its
// module cache) is shared by the files one vitest worker runs (isolate: false), so the storage the
// previous file left is emptied first; the migrations themselves run once per run (see resetStorage).
await resetStorage(env);
