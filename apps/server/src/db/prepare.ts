import { TAG_CATALOG, TAG_GROUPS } from '@numscope/contract';
import type { Database } from './client.js';

/** Brings a database to the current schema and syncs the tag catalogue; safe to run at every start. */
export async function prepareDatabase(db: Database): Promise<void> {
  await db.migrate();
  const values = TAG_GROUPS.flatMap((g) => TAG_CATALOG[g].map((code) => `('${g}', '${code}')`)).join(', ');
  await db.exec(`insert into tags (grp, code) values ${values} on conflict (grp, code) do nothing`);
}
