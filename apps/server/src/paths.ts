import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

/** The repository root, so defaults do not depend on the directory npm runs a script from. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../../../', import.meta.url)));
