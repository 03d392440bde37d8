/** The search query of a lookup: `paidSearch=1` spends NumCy past the daily free searches (spec §4). */
export function searchQuery(locale: string, paid: boolean) {
  return { locale, paidSearch: paid ? '1' : '0', source: 'WEB' } as const;
}
