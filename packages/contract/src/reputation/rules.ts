/**
 * The constants of the reputation (decision 030). The server scores with them; the number page
 * quotes them when it explains an index ("signals lose half their weight every 180 days").
 */
export const REPUTATION = {
  /** Every signal's weight halves after this many days. */
  halfLifeDays: 180,
  /** The index starts as if this many full votes stood on each side: one voice moves it at most 0.3. */
  priorVotes: 8,
  /** An account's vote reaches full weight at this age (at its latest signal on the number). */
  establishedAgeDays: 90,
  /** The least a vote weighs (a new account, or one that keeps contradicting settled outcomes). */
  minWeight: 0.1,
  /** Accounts younger than this at their signal count together at most `newVoicesCap` per side. */
  youngAgeDays: 30,
  newVoicesCap: 2,
  /** Unwanted: index at most 4 with at least 3 weighted warnings. */
  unwantedMaxIndex: 4,
  unwantedMinWarnings: 3,
  /** Many calls: this many reviews and reports. */
  manyCallsReports: 25,
  /** A burst: this many new or related accounts giving their first signal within the window. */
  burstMinAccounts: 3,
  burstWindowHours: 24,
  /** Younger than this at the first signal: a new account (burst detection, refused while under review). */
  newAccountDays: 7,
  /** Related: created within this many minutes of each other on the same channel or network. */
  createdTogetherMinutes: 60,
  /** "Recent" in the explanation. */
  recentDays: 90,
  /** Scores with signals are recomputed at least this often (decay). */
  rescoreEveryDays: 7,
  /** Per account per day. */
  dailyCaps: { reports: 10, complaints: 10, tagVotes: 40 },
  /** How much each kind of signal says, before folding into the one voice (capped at 1). */
  signalStrength: { review: 1, report: 1, tags: 0.6, names: 0.4, reactions: 0.3 },
  /** A reputation is settled (the standing job compares voices with it) with this much weight and an index outside 3–7. */
  settled: { minWeight: 5, lowIndex: 3, highIndex: 7 },
} as const;
