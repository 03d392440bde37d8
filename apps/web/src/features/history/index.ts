/** Public API of the history feature: search history, the daily limit (remaining searches, paid search) and the overlimit setting. */
export { HistoryCard } from './components/history-card.js';
export { OverlimitCard } from './components/overlimit-card.js';
export { PaidSearchPanel } from './components/paid-search-panel.js';
export { RemainingSearches } from './components/remaining-searches.js';
export { useAppLinks, useMainData } from './api/use-main-data.js';
