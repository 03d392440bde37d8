/** "First Last" of a person, or '' when neither is known. */
export function fullName(p: { firstName: string | null; lastName: string | null }): string {
  return [p.firstName, p.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
}
