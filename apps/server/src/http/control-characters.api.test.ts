import { describe, expect, it } from 'vitest';
import { routes } from '@numscope/contract';
import { digitsOf, insertNumber, uniquePhone } from '../test/fixtures.js';
import { useTestApp } from '../test/harness.js';
import { signInAs } from '../test/sign-in.js';
import { hasControlCharacters, stripControlCharacters } from './control-characters.js';

// Issue 11 item 12: a NUL byte in any text field gave 500 from PostgreSQL.
const t = useTestApp();

describe('control characters in requests', () => {
  it('refuses them in every text field with 400 TEXT_CONTROL_CHARACTERS and changes nothing', async () => {
    const who = await signInAs(t.app);
    const { digits, commentIds } = await insertNumber(t.db, { comments: [{ text: 'collector' }] });
    const phone = digitsOf(uniquePhone());
    const bodies: [string, Record<string, unknown>][] = [
      [routes.commentAdd.path, { phone, text: 'evil\u0000text' }],
      [routes.commentEdit.path, { comment_id: commentIds[0], text: 'a\u001b[2Jb' }],
      [routes.threadAdd.path, { reply_to: commentIds[0], text: 'reply\u0000' }],
      [routes.noticeAdd.path, { phone, text: 'note\u0007' }],
      [routes.suggestAdd.path, { phone, first_name: 'Iv\u0000an', last_name: 'Petrov' }],
      [routes.reportComment.path, { comment_id: commentIds[0], report_text: 'spam\u0000' }],
      [routes.complaintAdd.path, { comment_id: commentIds[0], first_name: 'Iv\u0000an', email: 'i@example.com', text: 'defamation' }],
      [routes.complaintAdd.path, { comment_id: commentIds[0], first_name: 'Ivan', email: 'i@example.com', text: 'defa\u009bmation' }],
      [routes.tagVote.path, { phone, group: 'category', code: 'spam\u0000', action_type: 'ADD' }],
      [routes.commentAdd.path, { phone: `${phone}\u0000`, text: 'ok' }],
      // Only JSON can carry a lone surrogate (a form encoder sends U+FFFD instead).
      [routes.commentAdd.path, { phone, text: 'lone surrogate \ud800 here', json: true }],
    ];
    for (const [url, { json, ...payload }] of bodies) {
      for (const encoding of json ? (['json'] as const) : (['json', 'form'] as const)) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: {
            authorization: who.token,
            'content-type': encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
          },
          payload:
            encoding === 'json'
              ? JSON.stringify(payload)
              : new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString(),
        });
        expect(res.statusCode, `${url} ${encoding} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.json().code).toBe('TEXT_CONTROL_CHARACTERS');
      }
    }
    const query = await t.app.inject({ method: 'GET', url: `${routes.commentList.path}?phone=${digits}%00` });
    expect(query.json()).toMatchObject({ code: 'TEXT_CONTROL_CHARACTERS' });
    const param = await t.app.inject({ method: 'GET', url: `/api/v202310/search/${digits}%00` });
    expect(param.json()).toMatchObject({ code: 'TEXT_CONTROL_CHARACTERS' });
    const mine = (await t.app.inject({ method: 'GET', url: `/api/v202310/search/${phone}`, headers: { authorization: who.token } })).json();
    expect(mine.data.myComment).toBeNull();
  });

  it('keeps line breaks, tabs, emoji and right-to-left text', async () => {
    const who = await signInAs(t.app);
    const text = 'Line one\r\nline two\ttabbed 📞 שלום مرحبا';
    const res = await t.app.inject({
      method: 'POST',
      url: routes.commentAdd.path,
      headers: { authorization: who.token },
      payload: { phone: digitsOf(uniquePhone()), text },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('hasControlCharacters / stripControlCharacters', () => {
  it('finds control characters at any depth, keys included, and strips them', () => {
    expect(hasControlCharacters({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(hasControlCharacters({ 'k\u0001': 'v' })).toBe(true);
    expect(hasControlCharacters({ a: 'tab\tnew\nline\r', n: 5, z: null })).toBe(false);
    expect(stripControlCharacters('a\u0000b\u001b[0mc\u0085d\u007f\te')).toBe('ab[0mcd\te');
  });
});
