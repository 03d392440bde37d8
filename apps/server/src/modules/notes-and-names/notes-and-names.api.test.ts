import { describe, expect, it } from 'vitest';
import { routes } from '@numscope/contract';
import { digitsOf, uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { signInAs } from '../../test/sign-in.js';

const t = useTestApp();

async function post(path: string, who: { token: string }, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: path, headers: { authorization: who.token }, payload });
  return { status: res.statusCode, body: res.json() };
}
/** Two signed-in users and a number nobody wrote about yet, with its profile as a viewer sees it. */
async function setup() {
  const [alice, bob] = [await signInAs(t.app), await signInAs(t.app)];
  const phone = digitsOf(uniquePhone());
  const profile = async (who?: { token: string }) =>
    (await t.app.inject({ method: 'GET', url: `/api/v202310/search/${phone}`, headers: who ? { authorization: who.token } : {} })).json()
      .data;
  return { alice, bob, phone, profile };
}

describe('name suggestions', () => {
  it('counts names into contacts and the average profile, one suggestion per user', async () => {
    const { alice, bob, phone, profile } = await setup();
    await post(routes.suggestAdd.path, alice, { phone, first_name: 'Pizza', last_name: 'Roma' });
    await post(routes.suggestAdd.path, bob, { phone, first_name: 'Pizza', last_name: 'Roma' });
    let p = await profile(alice);
    expect(p.contacts).toEqual([expect.objectContaining({ firstName: 'Pizza', lastName: 'Roma', count: 2 })]);
    expect(p.averageProfile).toMatchObject({ firstName: 'Pizza', lastName: 'Roma' });
    // Two people hold the number in their contacts, under one name (decision 059).
    expect(p.metrics.contactsCount).toBe(2);
    expect(p.suggestedProfile).toEqual({ firstName: 'Pizza', lastName: 'Roma' });

    // Bob changes his mind: his vote moves, an empty last name becomes null.
    await post(routes.suggestAdd.path, bob, { phone, first_name: 'Courier', last_name: '' });
    await post(routes.suggestAdd.path, bob, { phone, first_name: 'Courier', last_name: '' });
    p = await profile(bob);
    expect(
      p.contacts.map((c: { firstName: string; lastName: string | null; count: number }) => [c.firstName, c.lastName, c.count]).sort(),
    ).toEqual([
      ['Courier', null, 1],
      ['Pizza', 'Roma', 1],
    ]);
    expect(p.metrics.contactsCount).toBe(2);
    expect(p.suggestedProfile).toEqual({ firstName: 'Courier', lastName: null });
    expect((await profile()).suggestedProfile).toEqual({ firstName: null, lastName: null });
  });

  it('refuses an empty name and stores nothing', async () => {
    const { alice, phone, profile } = await setup();
    const r = await post(routes.suggestAdd.path, alice, { phone, first_name: ' ', last_name: '' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('NAME_EMPTY');
    expect((await profile(alice)).contacts).toEqual([]);
  });
});

describe('a swarm of young accounts (decision 052)', () => {
  let network = 0;
  /**
   * Independent accounts of one age (each from its own network, joined hours apart, so no burst
   * holds them): 200 days weighs fully, 10 days a ninth.
   */
  async function people(n: number, ageDays: number) {
    const list = [];
    for (let i = 0; i < n; i++) {
      network += 1;
      const who = await signInAs(t.app, undefined, { remoteAddress: `172.31.${network}.9` });
      await t.db.query(
        { name: 't_nn_age', text: `update accounts set created_at = now() - make_interval(days => $2, hours => $3) where id = $1` },
        [who.profileId, ageDays, 3 * i],
      );
      list.push(who);
    }
    return list;
  }

  it('cannot rename a number nor push its tags over what two established users said; the counts still show', async () => {
    const { phone, profile } = await setup();
    const [established, swarm] = [await people(2, 200), await people(6, 10)];
    for (const who of established) {
      await post(routes.suggestAdd.path, who, { phone, first_name: 'Pizza', last_name: 'Roma' });
      await post(routes.tagVote.path, who, { phone, group: 'callerType', code: 'delivery', action_type: 'ADD' });
    }
    for (const who of swarm) {
      await post(routes.suggestAdd.path, who, { phone, first_name: 'SCAM', last_name: 'COLLECTOR' });
      await post(routes.tagVote.path, who, { phone, group: 'callerType', code: 'scammer', action_type: 'ADD' });
    }
    const p = await profile();
    expect(p.averageProfile).toMatchObject({ firstName: 'Pizza', lastName: 'Roma' });
    expect(p.contacts.map((c: { firstName: string; count: number }) => [c.firstName, c.count])).toEqual([
      ['Pizza', 2],
      ['SCAM', 6],
    ]);
    expect(p.tagsTop.callerType.map((x: { code: string; count: number }) => [x.code, x.count])).toEqual([
      ['delivery', 2],
      ['scammer', 6],
    ]);
    // A swarm member who takes the suggestion back takes exactly its own weight away.
    await post(routes.suggestAdd.path, swarm[0]!, { phone, first_name: 'Pizza', last_name: 'Roma' });
    await post(routes.tagVote.path, swarm[0]!, { phone, group: 'callerType', code: 'scammer', action_type: 'REMOVE' });
    const rows = await t.db.query<{ first_name: string; count: number; weight: number }>(
      {
        name: 't_nn_weights',
        text: `select first_name, count, weight from number_names where number_id = (select id from numbers where e164 = $1) order by first_name`,
      },
      [`+${phone}`],
    );
    expect(rows.map((r) => [r.first_name, r.count, Math.round(r.weight * 100) / 100])).toEqual([
      ['Pizza', 3, 2.11],
      ['SCAM', 5, 0.58],
    ]);
  });
});

describe('private notes', () => {
  it('shows a note only to its author, and deletes it', async () => {
    const { alice, bob, phone, profile } = await setup();
    const added = await post(routes.noticeAdd.path, alice, { phone, text: 'my dentist' });
    expect(added.status).toBe(200);
    expect((await profile(alice)).notice).toEqual({ id: added.body.data.id, text: 'my dentist' });
    expect((await profile(bob)).notice).toBeNull();
    expect((await profile()).notice).toBeNull();
    expect((await post(routes.noticeDelete.path, alice, { phone })).body.data).toEqual({ status: true });
    expect((await profile(alice)).notice).toBeNull();
    expect((await post(routes.noticeDelete.path, alice, { phone })).body.code).toBe('NOTICE_NOT_FOUND');
  });
});

describe('tags', () => {
  it('counts each user once per tag; the tag shows in the explanation, weighted as new accounts weigh', async () => {
    const { alice, bob, phone, profile } = await setup();
    const vote = (who: { token: string }, code: string, action_type = 'ADD') =>
      post(routes.tagVote.path, who, { phone, group: 'callerType', code, action_type });
    await vote(alice, 'scammer');
    await vote(alice, 'scammer');
    await vote(bob, 'scammer');
    let p = await profile();
    expect(p.tagsTop.callerType).toEqual([expect.objectContaining({ code: 'scammer', count: 2 })]);
    // Two day-old accounts: a warning, but a light one (decision 030).
    expect(p.reputation.topTags).toEqual([expect.objectContaining({ group: 'callerType', code: 'scammer', polarity: 'warning' })]);
    expect(p.reputation.warnings).toBeGreaterThan(0);
    expect(p.reputation.warnings).toBeLessThan(0.5);
    // The tags I ticked, for the tag dialog after a reload: mine only.
    const myTags = async (who: { token: string }) =>
      (await t.app.inject({ method: 'GET', url: `${routes.tagMine.path}?phone=${phone}`, headers: { authorization: who.token } })).json()
        .data.tags;
    expect(await myTags(alice)).toEqual([{ group: 'callerType', code: 'scammer' }]);
    await vote(alice, 'scammer', 'REMOVE');
    expect(await myTags(alice)).toEqual([]);
    await vote(bob, 'scammer', 'REMOVE');
    p = await profile();
    expect(p.tagsTop.callerType).toEqual([]);
    expect(p.metrics.index).toBe(5);
    expect(p.reputation.warnings).toBe(0);
    expect((await vote(alice, 'unicorn')).body.code).toBe('TAG_UNKNOWN');
  });
});

describe('contact name likes', () => {
  it('keeps one like or dislike per user and name, shown to the viewer as reviewResult', async () => {
    const { alice, bob, phone, profile } = await setup();
    const suggester = await signInAs(t.app);
    await post(routes.suggestAdd.path, suggester, { phone, first_name: 'Courier', last_name: '' });
    const hash = (await profile()).contacts.find((c: { firstName: string }) => c.firstName === 'Courier').name_hash;
    const react = (who: { token: string }, like_type: string, action_type: string) =>
      post(routes.contactLike.path, who, { phone, name_hash: hash, like_type, action_type });
    expect((await react(alice, 'LIKE', 'ADD')).body.data).toEqual({ likes: 1, dislikes: 0, reviewResult: 'LIKE' });
    expect((await react(alice, 'LIKE', 'ADD')).body.data).toEqual({ likes: 1, dislikes: 0, reviewResult: 'LIKE' });
    expect((await react(alice, 'DISLIKE', 'ADD')).body.data).toEqual({ likes: 0, dislikes: 1, reviewResult: 'DISLIKE' });
    expect((await react(bob, 'LIKE', 'ADD')).body.data).toEqual({ likes: 1, dislikes: 1, reviewResult: 'LIKE' });
    expect((await profile(alice)).contacts.find((c: { name_hash: string }) => c.name_hash === hash).reviewResult).toBe('DISLIKE');
    expect((await profile()).contacts.find((c: { name_hash: string }) => c.name_hash === hash).reviewResult).toBeNull();
    expect((await react(alice, 'DISLIKE', 'REMOVE')).body.data).toEqual({ likes: 1, dislikes: 0, reviewResult: null });
    expect(
      (await post(routes.contactLike.path, alice, { phone, name_hash: 'f'.repeat(32), like_type: 'LIKE', action_type: 'ADD' })).body.code,
    ).toBe('CONTACT_NOT_FOUND');
  });
});
