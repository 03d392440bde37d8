import { queryOne, type Querier, type Statement } from '../db/client.js';
import type { WriteTx } from '../db/unit-of-work.js';
import type { NormalizedPhone } from './phone.js';

/*
 * The number row every area's writes hang on (comments, names, tags, reports). Shared below the
 * areas so that writing about a number never needs the numbers module (which composes the lookup
 * from the other areas and so sits above them).
 */
const UPSERT: Statement = {
  name: 'numbers_ensure',
  // The no-op update makes RETURNING give the id of an existing row too.
  text: `insert into numbers (e164, country, created_at) values ($1, $2, $3) on conflict (e164) do update set e164 = excluded.e164 returning id`,
};

const ID: Statement = { name: 'numbers_id', text: 'select id from numbers where e164 = $1' };

/** The id of a number's row, created on the first write about it. */
export async function ensureNumber(tx: WriteTx, phone: NormalizedPhone): Promise<number> {
  return (await queryOne<{ id: number }>(tx, UPSERT, [phone.e164, phone.country, tx.now]))!.id;
}

/** The id of a number's row, or null when nobody wrote about it yet. */
export async function numberIdOf(q: Querier, e164: string): Promise<number | null> {
  return (await queryOne<{ id: number }>(q, ID, [e164]))?.id ?? null;
}
