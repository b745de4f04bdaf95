// The Worker loads its queue consumer and its cron jobs on first use (worker/index.ts). In this shared
// runtime a queue batch that one file's sends started may first run while the next file imports the
// same modules; both then wait on one module load begun in the other's request context, which workerd
// never lets finish. Loaded here, before the first file sends anything, neither import is ever pending.
await Promise.all([import("@worker/email/deliver"), import("@worker/scheduled")]);

export {};
