/** Public API of the wallet feature: the NumCy ledger. */
export { LedgerCard } from './components/ledger-card.js';
