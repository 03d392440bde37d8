import { queryOne, type Querier } from '../../db/client.js';
import type { NormalizedPhone } from './phone.js';

const UPSERT = {
  name: 'numbers_ensure',
  // The no-op update makes RETURNING give the id of an existing row too.
  text: `insert into numbers (e164, country) values ($1, $2) on conflict (e164) do update set e164 = excluded.e164 returning id`,
};

/** The id of a number's row, created on the first write about it. */
export async function ensureNumber(q: Querier, phone: NormalizedPhone): Promise<number> {
  return (await queryOne<{ id: number }>(q, UPSERT, [phone.e164, phone.country]))!.id;
}
