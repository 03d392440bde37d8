import { describe, expect, it } from 'vitest';
import { routes } from '@numscope/contract';
import { createUnitOfWork } from '../../db/unit-of-work.js';
import { systemClock } from '../../infra/clock.js';
import { digitsOf, insertNumber, uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';
import { createReputationService } from './reputation.service.js';

/** The standing job's track records from complaints (decision 030): what moderators decided about comments. */
const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 0 } });

async function post(path: string, who: SignedIn, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: path, headers: { authorization: who.token }, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function record(accountId: number) {
  const rows = await t.db.query<{ agreed: number; contradicted: number }>(
    { name: 't_standing_of', text: 'select agreed, contradicted from reputation_standing where account_id = $1' },
    [accountId],
  );
  return rows[0] ?? { agreed: 0, contradicted: 0 };
}

const updateStanding = () =>
  createReputationService({ db: t.db, uow: createUnitOfWork(t.db, systemClock), clock: systemClock }).updateStanding();

describe('track records from complaints', () => {
  it('counts one removed review once against its author, however many people complained about it', async () => {
    const author = await signInAs(t.app);
    const review = await post(routes.commentAdd.path, author, {
      phone: digitsOf(uniquePhone()),
      text: 'They lie about everything, avoid.',
    });
    const moderator = await signInAs(t.app);
    await t.db.query({ name: 't_standing_mod', text: `update accounts set role = 'moderator' where id = $1` }, [moderator.profileId]);
    const complainants = [await signInAs(t.app), await signInAs(t.app), await signInAs(t.app)];
    for (const who of complainants) {
      const filed = await post(routes.complaintAdd.path, who, {
        comment_id: review.id,
        first_name: 'Ivan',
        email: 'ivan@example.com',
        text: 'This review is false and defames me.',
      });
      await post(routes.moderationDecide.path, moderator, { complaint_id: filed.id, decision: 'upheld' });
    }
    await updateStanding();
    expect(await record(author.profileId)).toEqual({ agreed: 0, contradicted: 1 });
    for (const who of complainants) expect(await record(who.profileId)).toEqual({ agreed: 1, contradicted: 0 });
  });
});

describe('track records from settled numbers', () => {
  it('judge only voices given after the number settled: those who spoke before are not made wrong by who came after', async () => {
    const { numberId } = await insertNumber(t.db);
    const DAY = 86_400_000;
    const settledAt = new Date(Date.now() - 10 * DAY);
    // Settled low: six weighted warnings, nothing for it, since ten days ago.
    await t.db.query(
      {
        name: 't_settle_low',
        text: `update numbers set trust_index = 2, reputation = '{"warnings": 6, "endorsements": 0}'::jsonb, settled_at = $2 where id = $1`,
      },
      [numberId, settledAt],
    );
    const [early, lateFor, lateAgainst] = [await signInAs(t.app), await signInAs(t.app), await signInAs(t.app)];
    const voice = (who: SignedIn, v: number, at: Date) =>
      t.db.query(
        {
          name: 't_put_voice',
          text: 'insert into reputation_voices (number_id, account_id, voice, weight, at) values ($1, $2, $3, 1, $4)',
        },
        [numberId, who.profileId, v, at],
      );
    await voice(early, 1, new Date(settledAt.getTime() - DAY)); // endorsed it before it settled
    await voice(lateFor, 1, new Date(settledAt.getTime() + DAY)); // endorsed a number settled low
    await voice(lateAgainst, -1, new Date(settledAt.getTime() + DAY)); // warned, as it stood
    await updateStanding();
    expect(await record(early.profileId)).toEqual({ agreed: 0, contradicted: 0 });
    expect(await record(lateFor.profileId)).toEqual({ agreed: 0, contradicted: 1 });
    expect(await record(lateAgainst.profileId)).toEqual({ agreed: 1, contradicted: 0 });
  });
});
