import { z } from 'zod';

// Our content security policy forbids eval; zod's JIT probe (`new Function`) would otherwise be
// reported as a CSP violation on every page that parses. Interpreted parsing is fast enough for
// forms. The web app takes `z` from here, so the setting is made before any schema parses, and zod
// loads only with the forms that use it (the first page needs none, decision 033).
z.config({ jitless: true });

export { z };
