import type { $ZodConfig } from 'zod/v4/core';

/*
 * zod 4 compiles object parsers with `new Function` and probes for it first; under the strict CSP
 * (no 'unsafe-eval', docs/architecture.md#security-baseline) each probe files a CSP violation report. Jitless parsing
 * never tries. It must be on before the first schema is built, so main.tsx imports this module
 * first.
 *
 * This is `z.config({ jitless: true })` without importing zod: zod keeps its configuration on
 * `globalThis.__zod_globalConfig` and adopts an object placed there before it loads (documented in
 * zod's own core module). Importing zod here would move its core into the landing chunk, past
 * the 100 KB budget (docs/architecture.md#budgets); zod only ever loads with the lazy screens.
 */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: $ZodConfig };
// Mutated, not replaced: if zod has loaded already, this object is the one it reads.
const shared = (zodGlobal.__zod_globalConfig ??= {});
shared.jitless = true;
