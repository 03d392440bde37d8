import { describe, expect, it } from 'vitest';
import { routes } from '@numscope/contract';
import { insertNumber } from '../../test/fixtures.js';
import { createTestApp, useTestApp } from '../../test/harness.js';

/** Main data and the apps' links (issue 9 item 7): real values, and no link that is not configured. */
const t = useTestApp();

describe('GET /api/v202305/apk/get', () => {
  it('answers null for every app that is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: routes.apkGet.path });
    expect(res.json().data).toEqual({ link: null, appStoreUrl: null, googlePlayUrl: null });
  });

  it('gives the configured links', async () => {
    const app = await createTestApp(t.db, {
      APK_URL: 'https://download.example.org/numscope.apk',
      GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=x',
    });
    try {
      const res = await app.inject({ method: 'GET', url: routes.apkGet.path });
      expect(res.json().data).toEqual({
        link: 'https://download.example.org/numscope.apk',
        appStoreUrl: null,
        googlePlayUrl: 'https://play.google.com/store/apps/details?id=x',
      });
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/v202305/main/load', () => {
  it('features the most discussed numbers', async () => {
    const busy = await insertNumber(t.db, { comments: Array.from({ length: 40 }, (_, i) => ({ text: `call ${i}` })) });
    const res = await t.app.inject({ method: 'GET', url: routes.mainLoad.path });
    expect(res.json().data.featuredNumbers[0]).toBe(busy.e164);
    expect(res.json().data).toMatchObject({ searchDailyLimit: 30, overlimitSearch: false });
  });
});
