/**
 * Runs before zod is loaded (the console's and the big screen's main.tsx import it first; vite.config.ts keeps it in its own chunk so
 * the bundle evaluates it before the chunk holding zod): zod's compiled parsers probe `Function('')`
 * when a schema is created, which the Content-Security-Policy (no eval) refuses and reports as a
 * violation. zod reads its configuration from this global; the interpreted parsers do the same checks.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
