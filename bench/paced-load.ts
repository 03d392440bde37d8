/**
 * Requests at a steady rate, spread evenly over each second (an open model, as users arrive), for
 * latency below saturation. autocannon's own rate limit sends each second's quota at the start of
 * the second, so its latency then measures the burst. Each request's latency counts from when it
 * was due, not from when a free connection sent it: a server that falls behind shows it (no
 * coordinated omission). The first `leadInSeconds` are sent at the same rate but not counted: the
 * load's own 50 connections open then, and its code is still cold (on this machine that first
 * second alone held p99 of 45–550 ms, against 10–35 ms after it).
 */
import { Agent, request } from 'node:http';

export interface PacedResult {
  /** Requests answered per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  p999: number;
  /** Non-2xx answers and failed requests. */
  errors: number;
}

export async function pacedLoad(opts: {
  port: number;
  rate: number;
  seconds: number;
  connections: number;
  path: (i: number) => string;
  headers?: Record<string, string>;
  leadInSeconds?: number;
}): Promise<PacedResult> {
  const leadIn = Math.round(opts.rate * (opts.leadInSeconds ?? 1));
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections });
  const total = leadIn + Math.round(opts.rate * opts.seconds);
  const latencies: number[] = [];
  let errors = 0;
  const requests: Promise<void>[] = [];
  const started = performance.now();

  const send = (i: number, due: number) =>
    new Promise<void>((done) => {
      const req = request({ agent, host: '127.0.0.1', port: opts.port, path: opts.path(i), headers: opts.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (i >= leadIn) latencies.push(performance.now() - due);
          if (res.statusCode === undefined || res.statusCode >= 300) errors++;
          done();
        });
      });
      req.on('error', () => {
        errors++;
        done();
      });
      req.end();
    });

  while (requests.length < total) {
    // Everything due by now goes out, each with the time it was due.
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * opts.rate));
    for (let i = requests.length; i < due; i++) requests.push(send(i, started + (i / opts.rate) * 1000));
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(requests);
  const elapsed = (performance.now() - started) / 1000 - leadIn / opts.rate;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
  return { rps: Math.round(latencies.length / elapsed), p50: at(0.5), p99: at(0.99), p999: at(0.999), errors };
}
