import { backgroundHandlers } from "@worker/index";

// The Worker loads its queue consumer and its cron jobs on first use (backgroundHandlers). In this
// shared runtime a queue batch that one file's sends started may first run while the next file imports
// the same modules; both then wait on one module load begun in the other's request context, which
// workerd never lets finish. Loaded here, before the first file sends anything, none is ever pending.
await Promise.all(Object.values(backgroundHandlers).map((load) => load()));
