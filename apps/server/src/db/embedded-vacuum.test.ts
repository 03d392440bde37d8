import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { embeddedVacuumJob } from './embedded-vacuum.js';

const t = useTestApp();

const size = async () =>
  (
    await t.db.query<{ reltuples: number; relpages: number }>({
      name: 't_vacuum_size',
      text: `select reltuples::int as reltuples, relpages from pg_class where relname = 'vacuum_probe'`,
    })
  )[0]!;

describe('the embedded database’s hourly vacuum', () => {
  it('reclaims the old versions of updated rows and gives the planner its statistics', async () => {
    await t.db.exec(`create table vacuum_probe (id int primary key, v int);
      insert into vacuum_probe select g, 0 from generate_series(1, 5000) g;`);
    for (let i = 0; i < 3; i++) await t.db.exec('update vacuum_probe set v = v + 1');
    // Never analysed: the planner knows nothing of the table.
    expect((await size()).reltuples).toBe(-1);

    await embeddedVacuumJob(t.db).handler({}, { attempt: 1, jobId: 'test' });
    const after = await size();
    expect(after.reltuples).toBe(5000);
    // Four versions of each row were written; the space of three is free again, so a second round
    // of updates fits in the pages the table already has.
    await t.db.exec('update vacuum_probe set v = v + 1');
    await embeddedVacuumJob(t.db).handler({}, { attempt: 1, jobId: 'test' });
    expect((await size()).relpages).toBe(after.relpages);
  });
});
