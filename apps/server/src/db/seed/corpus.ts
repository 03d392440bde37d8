/**
 * The text corpus of the demo-data generator: per country, the language people write reviews in,
 * fictional companies and people, money amounts, and per call scenario the reviews, thread replies,
 * names people saved the number under and the tags such numbers get. Everything here is invented;
 * no real company, person or phone number appears. Templates may hold `{company}`, `{name}`,
 * `{amount}` and `{time}`, which the generator fills from the same country's lists.
 */
import { readFileSync } from 'node:fs';

export type Country = 'RU' | 'US' | 'GB' | 'DE' | 'IN' | 'BR' | 'TR' | 'AE';
export type Scenario = 'telemarketing' | 'fraud' | 'delivery' | 'bank' | 'collector' | 'survey' | 'friend' | 'clinic' | 'taxi' | 'robocall';

export const SCENARIOS: readonly Scenario[] = [
  'telemarketing',
  'fraud',
  'delivery',
  'bank',
  'collector',
  'survey',
  'friend',
  'clinic',
  'taxi',
  'robocall',
];

export interface ScenarioText {
  /** Top-level reviews of a number, written by people who received the call. 12+ per scenario per country. May contain `{company}` / `{name}` / `{amount}` / `{time}` placeholders. */
  comments: string[];
  /** Thread replies to such a review (agreeing, disagreeing, adding detail). 6+ per scenario per country. */
  replies: string[];
  /** Suggested caller names (contact names people saved this number under): [firstName, lastName|null]. 5+ per scenario. */
  names: [string, string | null][];
  /** The tags such a number gets, using only codes of the contract's TAG_CATALOG. */
  tags: { callerType: string[]; categories: string[]; subcategories: string[]; callReasons: string[]; emotags: string[] };
  /** How users rate it: rough share of likes vs dislikes on comments agreeing it is bad (0..1 = how negative the scenario is). */
  negativity: number;
}

export interface CountryCorpus {
  /** BCP-47 tag of the language the reviews are written in. */
  language: string;
  /** Plausible but fictional company, bank and shop names of the country. */
  companies: string[];
  /** Authors' and callers' display names, typical for the country: a first name and a last name. */
  firstNames: string[];
  lastNames: string[];
  /** Money amounts in the local currency format. */
  amounts: string[];
  scenarios: Record<Scenario, ScenarioText>;
}

const COUNTRIES: Country[] = ['RU', 'US', 'GB', 'DE', 'IN', 'BR', 'TR', 'AE'];

/** Each country's texts are data (corpus/<country>.json); corpus.test.ts checks their shape and content. */
export const CORPUS = Object.fromEntries(
  COUNTRIES.map((c) => [
    c,
    JSON.parse(readFileSync(new URL(`./corpus/${c.toLowerCase()}.json`, import.meta.url), 'utf8')) as CountryCorpus,
  ]),
) as Record<Country, CountryCorpus>;
