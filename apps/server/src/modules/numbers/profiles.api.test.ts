import { describe, expect, it } from 'vitest';
import { routes } from '@numscope/contract';
import { digitsOf, insertNumber } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';

/** Profiles (issue 9 item 6, decision 024): an account as others see it, by id or by its number. */
const t = useTestApp();

const get = async (url: string, who?: SignedIn) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who ? { authorization: who.token } : {} });
  return { status: res.statusCode, body: res.json() };
};
const post = async (url: string, who: SignedIn, payload: Record<string, string>) => {
  const res = await t.app.inject({ method: 'POST', url, headers: { authorization: who.token }, payload });
  return { status: res.statusCode, body: res.json() };
};

/** An author who wrote one review on another number. */
async function author() {
  const who = await signInAs(t.app);
  const number = await insertNumber(t.db, { comments: [{ text: 'someone else' }] });
  expect((await post(routes.commentAdd.path, who, { phone: number.digits, text: 'Calls about a parcel that never came' })).status).toBe(
    200,
  );
  return { who, number };
}

describe('a review author’s profile', () => {
  it('opens from the review: the lookup of the author’s own number, counted as a search', async () => {
    const { who, number } = await author();
    const list = await get(`${routes.commentList.path}?phone=${number.digits}`);
    const review = (list.body.data.comments as { profile_id: number | null; text: string }[]).find((c) => c.text.includes('parcel'))!;
    expect(review.profile_id).toBe(who.profileId);

    const viewer = await signInAs(t.app);
    const res = await get(`/api/v202310/search/profile/${who.profileId}?locale=en-US&source=FROM_COMMENTS`, viewer);
    expect(res.status).toBe(200);
    expect(digitsOf(res.body.data.targetPhoneNumber)).toBe(digitsOf(who.phone));
    const history = await get(routes.historyList.path, viewer);
    expect(history.body.data.items.map((h: { number: string }) => digitsOf(h.number))).toContain(digitsOf(who.phone));
  });

  it('shows a card and the published reviews without a lookup', async () => {
    const { who, number } = await author();
    const card = await get(`/api/v202310/profile/${who.profileId}`);
    expect(card.body.data).toMatchObject({ id: who.profileId, reviewsCount: 1, is_pro: false });
    expect(card.body.data.memberSince).toBeGreaterThan(0);
    const reviews = await get(`/api/v202310/profile/${who.profileId}/reviews`);
    expect(reviews.body.data.total).toBe(1);
    expect(reviews.body.data.reviews[0]).toMatchObject({ phone: number.digits, state: 'published' });
    expect(reviews.body.data.reviews[0].text).toContain('parcel');
    // The same card by the number the account signed in with.
    expect((await get(`/api/v202310/profile/phone/${digitsOf(who.phone)}`)).body.data.id).toBe(who.profileId);
  });

  it('is not found for an unknown id, a deactivated account, or one that hid its profile — alike', async () => {
    const unknown = await get('/api/v202310/profile/987654321');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'PROFILE_NOT_FOUND']);

    const hiding = await signInAs(t.app);
    await post('/api/v6/settings/profile-going', hiding, { profileGoing: '0' });
    const gone = await signInAs(t.app);
    expect((await post('/api/v6/account/deactivate', gone, { number: digitsOf(gone.phone) })).status).toBe(200);
    for (const id of [hiding.profileId, gone.profileId]) {
      for (const url of [`/api/v202310/profile/${id}`, `/api/v202310/search/profile/${id}`, `/api/v202310/profile/${id}/reviews`]) {
        const res = await get(url);
        expect([res.status, res.body.code], url).toEqual([404, 'PROFILE_NOT_FOUND']);
      }
    }
  });

  it('lists my own reviews on every number for me only', async () => {
    const { who, number } = await author();
    const mine = await get(`${routes.myReviews.path}?limit=10`, who);
    expect(mine.body.data.reviews.map((r: { phone: string }) => r.phone)).toEqual([number.digits]);
    expect((await get(routes.myReviews.path)).status).toBe(403);
  });
});

describe('names by profile id', () => {
  it('lists the names of a profile’s number as by the number, and needs exactly one of the two', async () => {
    const who = await signInAs(t.app);
    const byPhone = await get(`${routes.contactList.path}?phone=${digitsOf(who.phone)}`);
    const byProfile = await get(`${routes.contactList.path}?profile_id=${who.profileId}`);
    expect(byProfile.body).toEqual(byPhone.body);
    for (const q of ['', `?phone=${digitsOf(who.phone)}&profile_id=${who.profileId}`]) {
      expect((await get(`${routes.contactList.path}${q}`)).status).toBe(400);
    }
  });
});

describe('a contact like by profile id', () => {
  it('likes a name of the profile’s number as the like by number does; an unknown profile is refused', async () => {
    const owner = await signInAs(t.app);
    const suggester = await signInAs(t.app);
    await post(routes.suggestAdd.path, suggester, { phone: digitsOf(owner.phone), first_name: 'Courier', last_name: '' });
    const names = await get(`${routes.contactList.path}?profile_id=${owner.profileId}`);
    const hash = names.body.data.contacts[0].name_hash as string;
    const liker = await signInAs(t.app);
    const like = { name_hash: hash, like_type: 'LIKE', action_type: 'ADD' };
    const res = await post(routes.contactProfileLike.path, liker, { profile_id: String(owner.profileId), ...like });
    expect(res.body.data).toEqual({ likes: 1, dislikes: 0, reviewResult: 'LIKE' });
    const unknown = await post(routes.contactProfileLike.path, liker, { profile_id: '987654321', ...like });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'PROFILE_NOT_FOUND']);
  });
});
