import { z } from 'zod';

// Our content security policy forbids eval; zod's JIT probe (`new Function`) would otherwise be
// reported as a CSP violation on every page. Interpreted parsing is fast enough for forms.
z.config({ jitless: true });
