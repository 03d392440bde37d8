import { createHash } from 'node:crypto';

/** The stable key of a contact name on a number (spec §3 name_hash): case-insensitive first|last. */
export function nameHash(first: string | null, last: string | null): string {
  return createHash('md5')
    .update(`${first ?? ''}|${last ?? ''}`.toLowerCase())
    .digest('hex');
}
