import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DELETION_RULES_URL } from './privacy-page.js';

const root = fileURLToPath(new URL('../../../../../../', import.meta.url));

describe('the deletion rules the privacy page links', () => {
  it('are served as a copy of decision record 023, kept equal to it', () => {
    const record = readFileSync(`${root}docs/decisions/023-privacy-deactivation-deletion.md`, 'utf8');
    const served = readFileSync(`${root}apps/web/public${DELETION_RULES_URL}`, 'utf8');
    expect(served).toBe(record);
  });
});
