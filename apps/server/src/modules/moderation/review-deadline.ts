/**
 * When a complaint must be decided (spec §9): 30 calendar days, or 3 working days (Monday to
 * Friday; public holidays are not modelled) when a court decision link is given.
 */
export function reviewDeadline(filedAt: Date, withCourtDecision: boolean): Date {
  const d = new Date(filedAt);
  if (!withCourtDecision) {
    d.setUTCDate(d.getUTCDate() + 30);
    return d;
  }
  let working = 0;
  while (working < 3) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) working++;
  }
  return d;
}
