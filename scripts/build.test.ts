import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server as `npm start` runs it: built by scripts/build.ts, started by plain Node.js with no
 * TypeScript loader (decision 042). Its migrations and data files must come along with the code.
 */
const root = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'numscope-built-'));
let server: ChildProcess | undefined;
let base = '';

beforeAll(async () => {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', 'server'], { cwd: root, stdio: 'pipe' });
  server = spawn(process.execPath, ['--conditions=numscope-built', 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_SEED_NUMBERS: '20',
      JOBS: 'off',
      LOG_LEVEL: 'info',
    },
  });
  // Port 0: the system picks a free one, and the log's "Server listening at …" says which.
  base = await new Promise<string>((found, fail) => {
    server!.once('exit', (code) => fail(new Error(`the built server exited with ${code}`)));
    createInterface({ input: server!.stdout! }).on('line', (line) => {
      const at = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (at) found(at);
    });
  });
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server', () => {
  it('migrates a new database, loads the demo set and answers a lookup with region and carrier', async () => {
    const res = await fetch(`${base}/api/v202310/search/79161234567`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { phone: { region: string; carrier: string }; metrics: { commentsCount: number } } };
    expect(data.phone).toMatchObject({ region: 'Moscow', carrier: 'MTS (Мобильные ТелеСистемы)' });
    expect(data.metrics.commentsCount).toBeGreaterThan(0);
  });

  it('answers bad input with the contract’s error body', async () => {
    const res = await fetch(`${base}/api/v202310/search/12ab34`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', code: expect.any(String) });
  });
});
