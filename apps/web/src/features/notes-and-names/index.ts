/** Public API of the notes-and-names feature: names the number is saved under, name suggestions, my private note, tags and tag votes, contact requests. */
export { NamesCard, type ContactTools } from './components/names-card.js';
export { NoticeCard } from './components/notice-card.js';
export { NumberActions } from './components/number-actions.js';
export { SuggestNameDialog } from './components/suggest-name-dialog.js';
export { TagsCard } from './components/tags-card.js';
export { ContactRequestCard } from './components/contact-request-card.js';
export { IncomingRequestsCard } from './components/incoming-requests-card.js';
