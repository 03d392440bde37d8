import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { prepareDatabase } from '../../db/prepare.js';
import { createUnitOfWork } from '../../db/unit-of-work.js';
import { systemClock } from '../../infra/clock.js';
import { createKvStore } from '../../infra/kv-store.js';
import { normalizePhone } from '../../shared/phone.js';
import { keepCardsFresh } from '../numbers/index.js';
import { createReputationService } from '../reputation/index.js';
import { createModerationRepository } from './moderation.repository.js';
import { createModerationService } from './moderation.service.js';
import { burstLine, queueLine, reviewLine } from './queue-line.js';

// npm run moderator -- grant|revoke --phone +79161234567
// npm run moderator -- queue --phone <moderator>
// npm run moderator -- decide --phone <moderator> --id 12 --decision upheld|rejected [--note "…"]
// npm run moderator -- bursts --phone <moderator>
// npm run moderator -- burst --phone <moderator> --id 3 --decision release|discard
// npm run moderator -- reviews --phone <moderator>
// npm run moderator -- review --phone <moderator> --id 5 --decision upheld|rejected [--note "…"]
// The moderators' tool: role management, the complaint queue by deadline, held bursts and owners'
// reputation review requests (decision 030), and decisions (which go through the same services as
// the API, so the outcome is recorded and shown to both sides).
const usage = [
  'usage: npm run moderator -- grant|revoke|queue|bursts|reviews --phone +7…',
  '       npm run moderator -- decide|review --phone +7… --id N --decision upheld|rejected [--note TEXT]',
  '       npm run moderator -- burst --phone +7… --id N --decision release|discard',
].join('\n');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { phone: { type: 'string' }, id: { type: 'string' }, decision: { type: 'string' }, note: { type: 'string' } },
});
const phone = normalizePhone(values.phone ?? '');
const action = positionals[0];
if (!phone || !['grant', 'revoke', 'queue', 'decide', 'bursts', 'burst', 'reviews', 'review'].includes(action ?? '')) {
  console.error(usage);
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
try {
  await prepareDatabase(db);
  const repo = createModerationRepository(db);
  const accountId = await repo.accountByPhone(phone.e164);
  if (accountId === null) throw new Error(`no account for ${phone.e164}: sign in with that number first`);
  const account = { accountId, phone: phone.e164 };
  const uow = createUnitOfWork(db, systemClock);
  keepCardsFresh(uow);
  // The CLI only reads the queue and decides: no write limit to share with servers (an in-memory store).
  const moderation = createModerationService({ db, repo, uow, clock: systemClock, kv: createKvStore(undefined, 'cli:') });
  const reputation = createReputationService({ db, uow, clock: systemClock });
  if (action === 'grant' || action === 'revoke') {
    await repo.setRole(accountId, action === 'grant' ? 'moderator' : 'user');
    console.log(`${phone.e164}: ${action === 'grant' ? 'moderator' : 'user'}`);
  } else if (action === 'queue') {
    const { complaints } = await moderation.queue({ account });
    for (const c of complaints) console.log(queueLine(c));
    if (complaints.length === 0) console.log('no pending complaints');
  } else if (action === 'bursts') {
    const { bursts } = await reputation.burstQueue({ account });
    for (const b of bursts) console.log(burstLine(b));
    if (bursts.length === 0) console.log('no held bursts');
  } else if (action === 'reviews') {
    const { reviews } = await reputation.reviewQueue({ account });
    for (const r of reviews) console.log(reviewLine(r));
    if (reviews.length === 0) console.log('no pending reputation reviews');
  } else if (action === 'burst') {
    const decision = values.decision;
    const id = Number(values.id);
    if ((decision !== 'release' && decision !== 'discard') || !Number.isSafeInteger(id)) throw new Error(usage);
    await reputation.decideBurst({ account, burstId: id, decision });
    console.log(`burst #${id}: ${decision === 'release' ? 'released' : 'discarded'}`);
  } else if (action === 'review') {
    const decision = values.decision;
    const id = Number(values.id);
    if ((decision !== 'upheld' && decision !== 'rejected') || !Number.isSafeInteger(id)) throw new Error(usage);
    await reputation.decideReview({ account, reviewId: id, decision, note: values.note ?? null });
    console.log(`reputation review #${id}: ${decision}`);
  } else {
    const decision = values.decision;
    const id = Number(values.id);
    if ((decision !== 'upheld' && decision !== 'rejected') || !Number.isSafeInteger(id)) throw new Error(usage);
    await moderation.decide({ account, complaintId: id, decision, note: values.note ?? null });
    console.log(`complaint #${id}: ${decision}`);
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
