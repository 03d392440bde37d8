import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The Prometheus metrics of this process (issue 11 item 16), one registry for every app the
 * process builds (tests build many). Counters are process-local; Prometheus adds up instances.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpDuration = new Histogram({
  name: 'numscope_http_request_duration_seconds',
  help: 'API request latency by route, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const signInOutcomes = new Counter({
  name: 'numscope_sign_in_outcomes_total',
  help: 'What became of sign-in messages, by channel endpoint and outcome',
  labelNames: ['endpoint', 'outcome'] as const,
  registers: [registry],
});

export const ledgerMovements = new Counter({
  name: 'numscope_ledger_movements_total',
  help: 'NumCy ledger movements applied, by reason (a rolled-back transaction may still have counted)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const rateLimited = new Counter({
  name: 'numscope_rate_limited_total',
  help: 'Requests refused by a rate limit (429), by route',
  labelNames: ['route'] as const,
  registers: [registry],
});

export const dbPool = new Gauge({
  name: 'numscope_db_pool_size',
  help: 'Connections the database client may open (1 for the embedded database)',
  registers: [registry],
});
