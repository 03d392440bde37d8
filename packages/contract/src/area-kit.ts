import type { z } from 'zod';

export interface RouteDef {
  method: 'GET' | 'POST';
  /** Fastify-style path; `:name` segments are filled from `params`. */
  path: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodObject;
  response: z.ZodType;
  /** none: anyone; optional: a token adds personal fields; required: 403 without one. */
  auth: 'none' | 'optional' | 'required';
  /** Where the spec lost the path ({token}), we designed it; this says so. */
  designed?: true;
  /**
   * A signed-in POST replays its first answer per `Idempotency-Key` header for 24 h (decision 026);
   * `false` opts a route out (payment orders keep the key on the order itself, decision 018).
   */
  idempotent?: boolean;
}

/** One entry of the error catalogue: the numeric `status_code` the spec's client reads (§8), the HTTP status, an English message. */
export interface ErrorDef {
  status_code: number;
  http: number;
  message: string;
}

/**
 * What one area contributes to the contract: its routes, its errors and the prefixes of its
 * translation keys (`complaint_…` belongs to moderation). The area's zod schemas live beside them
 * in `<area>/schemas.ts`.
 */
export interface AreaContract<Name extends string = string> {
  name: Name;
  routes: Record<string, RouteDef>;
  errors: Record<string, ErrorDef>;
  translationPrefixes: readonly string[];
}

/** Declares an area's contract with its literal types kept. */
export function defineArea<const Name extends string, const R extends Record<string, RouteDef>, const E extends Record<string, ErrorDef>>(
  name: Name,
  parts: { routes: R; errors: E; translationPrefixes: readonly string[] },
): { name: Name; routes: R; errors: E; translationPrefixes: readonly string[] } {
  return { name, ...parts };
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Flat<T> = { [K in keyof T]: T[K] };

/** The areas' `routes` (or `errors`) objects as one object type. */
export type Merged<L extends readonly AreaContract[], P extends 'routes' | 'errors'> = Flat<UnionToIntersection<L[number][P]>>;

/** Merges one part of every area into one object; a name two areas both declare is a mistake and throws at load. */
export function mergeAreas<const L extends readonly AreaContract[], P extends 'routes' | 'errors'>(
  list: L,
  part: P,
  base: Record<string, unknown> = {},
): Merged<L, P> {
  const out: Record<string, unknown> = { ...base };
  for (const area of list) {
    for (const [key, value] of Object.entries(area[part])) {
      if (key in out) throw new Error(`contract: ${part} entry ${key} of area ${area.name} is declared twice`);
      out[key] = value;
    }
  }
  return out as Merged<L, P>;
}
