import { config } from 'zod/v4';

// Our content security policy forbids eval; zod's JIT probe (`new Function`) would otherwise be
// reported as a CSP violation on every page that parses. The web build resolves every `zod` import
// — the contract's schemas' too — to this module (vite.config.ts), so the setting is made before any
// schema is built: a schema decides at construction whether it may compile. Interpreted parsing is
// fast enough for forms. zod loads only with the forms that use it (decision 033).
config({ jitless: true });

export * from 'zod/v4';
