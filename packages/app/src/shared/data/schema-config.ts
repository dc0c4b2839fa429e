// The shared schemas run without compiling code at run time: zod would otherwise probe for `new Function` when a
// schema is made, which the page's Content Security Policy forbids (and reports). zod reads its settings from this
// global, shared by every copy of it, so setting it first, before any schema module loads, costs the page no zod.
const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };
