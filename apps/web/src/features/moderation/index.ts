/** Public API of the moderation feature: reports, legal complaints, hiding on one's own number, reply subscriptions. */
export { CommentModerationTools } from './components/comment-tools.js';
export { ContactReportButton } from './components/contact-report-button.js';
export { ComplaintsCard } from './components/complaints-card.js';
