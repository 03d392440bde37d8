import { z } from 'zod';

/**
 * The provider kit (docs/decisions/013-provider-kit.md), shared by sign-in channels and payment
 * providers: a provider is an id, its options read from its own environment variables and checked
 * by its own zod schema, and a `create` that builds the adapter holding every outbound call and
 * webhook translation. A variant is the base with another id and a few options or methods changed.
 */

/**
 * One option, read from one environment variable. `simulated` is the variable's value for the
 * simulators, used only outside production; a default that holds everywhere belongs in `schema`.
 */
export interface OptionSpec<T = unknown> {
  env: string;
  schema: z.ZodType<T, string | undefined>;
  simulated?: string;
  /**
   * A value that authenticates (a token, a signing key, a key that verifies the provider's
   * signatures): its simulated value is public, so production refuses it (see `unsafeSecrets`).
   */
  secret?: boolean;
}

export function option<T>(env: string, schema: z.ZodType<T, string | undefined>, simulated?: string): OptionSpec<T> {
  return { env, schema, simulated };
}

/** An option that authenticates: like `option`, and production refuses its simulator default. */
export function secret<T>(env: string, schema: z.ZodType<T, string | undefined>, simulated: string): OptionSpec<T> {
  return { env, schema, simulated, secret: true };
}

/**
 * The secrets of one provider that are unsafe in production: set to a simulator default (its own
 * or any other provider's in `simulatorDefaults`, e.g. Telegram's secret reused for Viber). Each
 * issue names the variable.
 */
export function unsafeSecrets(
  specs: OptionSpecs,
  env: Record<string, string | undefined>,
  simulatorDefaults: ReadonlySet<string>,
): string[] {
  const issues: string[] = [];
  for (const spec of Object.values(specs)) {
    if (!spec.secret) continue;
    const value = env[spec.env];
    if (value !== undefined && value !== '' && (value === spec.simulated || simulatorDefaults.has(value)))
      issues.push(`${spec.env}: is a public simulator default; set a secret of your own in production`);
  }
  return issues;
}

/** Every simulator default of a secret option in a list of providers (the values production refuses). */
export function simulatorSecretDefaults(list: readonly { options: OptionSpecs }[]): Set<string> {
  return new Set(
    list.flatMap((p) => Object.values(p.options).flatMap((o) => (o.secret && o.simulated !== undefined ? [o.simulated] : []))),
  );
}

export type OptionSpecs = Record<string, OptionSpec>;
export type OptionsOf<S extends OptionSpecs> = { [K in keyof S]: S[K] extends OptionSpec<infer T> ? T : never };

export interface Provider<Id extends string = string, S extends OptionSpecs = OptionSpecs, A = unknown> {
  id: Id;
  options: S;
  /** Builds the adapter; `id` is passed so a variant that reuses the base's `create` knows which it is. */
  create(options: OptionsOf<S>, id: Id): A;
}

/** Any provider building adapters of type A, whatever its id and options (lists and registries hold these). */
export interface AnyProvider<A = unknown> {
  id: string;
  options: OptionSpecs;
  create(options: never, id: never): A;
}

export function defineProvider<Id extends string, S extends OptionSpecs, A>(p: Provider<Id, S, A>): Provider<Id, S, A> {
  return p;
}

/**
 * A variant: the base provider under a new id, with some options read from other variables (or
 * new ones added). Everything else, the adapter included, is the base's.
 */
export function variant<Id extends string, S extends OptionSpecs, A, V extends Partial<S>>(
  base: Provider<string, S, A>,
  v: { id: Id; options: V },
): Provider<Id, S, A> {
  return { ...base, id: v.id, options: { ...base.options, ...v.options } as S, create: (o, id) => base.create(o, id) };
}

/** The zod schema of a provider's options: simulated defaults apply only when `simulated` is true. */
export function optionsSchema<S extends OptionSpecs>(specs: S, simulated: boolean) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, spec] of Object.entries(specs)) {
    // prefault: the simulated value goes through the schema like a real variable would.
    shape[key] = simulated && spec.simulated !== undefined ? spec.schema.prefault(spec.simulated) : spec.schema;
  }
  return z.object(shape);
}

/** Issues name the environment variable, so a bad configuration says exactly what to fix. */
export type OptionsResult<S extends OptionSpecs> = { ok: true; options: OptionsOf<S> } | { ok: false; issues: string[] };

export function parseOptions<S extends OptionSpecs>(
  specs: S,
  env: Record<string, string | undefined>,
  simulated: boolean,
): OptionsResult<S> {
  const input = Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, env[spec.env] === '' ? undefined : env[spec.env]]));
  const parsed = optionsSchema(specs, simulated).safeParse(input);
  if (parsed.success) return { ok: true, options: parsed.data as OptionsOf<S> };
  return { ok: false, issues: parsed.error.issues.map((i) => `${specs[String(i.path[0])]?.env ?? String(i.path[0])}: ${i.message}`) };
}

/** True when the provider's options hold without simulated defaults (production enables such providers by default). */
export function isConfigured(specs: OptionSpecs, env: Record<string, string | undefined>): boolean {
  return parseOptions(specs, env, false).ok;
}
