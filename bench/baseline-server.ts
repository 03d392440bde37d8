/**
 * The lookup's baseline (issue 12 item 6): a bare Fastify process with the product's own database
 * client (postgres.js or PGlite, same pool size), reading the same number row with its card by
 * e164 and answering it as JSON. No phone parsing, no hooks, no response shape: the most a
 * single-row lookup can serve on this machine. The bench starts it beside the product server.
 *
 *   BASELINE_PORT=3901 DATABASE_URL=… node --import tsx bench/baseline-server.ts
 */
import Fastify from 'fastify';
import { openDatabase } from '../apps/server/src/db/client.js';

const port = Number(process.env.BASELINE_PORT ?? 3901);
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? '.data/bench-pglite-baseline',
  poolSize: Number(process.env.DB_POOL_SIZE ?? 10),
});
const READ = {
  name: 'baseline_read',
  text: `select id, e164, avg_first_name, avg_last_name, comments_count, bans, contacts_count, trust_index, is_verified,
    is_unwanted, is_many_calls, is_hidden, reputation, card from numbers where e164 = $1`,
};

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: true }));
app.get<{ Params: { phone: string } }>('/api/v202310/search/:phone', async (request) => {
  const [row] = await db.query<Record<string, unknown>>(READ, [`+${request.params.phone}`]);
  return { status: 'success', data: row ?? null };
});
app.addHook('onClose', () => db.close());
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port, host: '127.0.0.1' });
