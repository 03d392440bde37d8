/** Public API of the reputation feature: "Why 2/10?", the owner's review request and answers (decision 030). */
export { ReputationCard } from './components/reputation-card.js';
export { OwnerAnswerButton } from './components/owner-answer-button.js';
