/** Public API of the community feature: writes on a number page (comments, replies, reactions, names, notes, tags, reports, complaints, hiding, subscriptions) and the search history. */
export { CommunityContext, useCommunity, type CommunityContextValue } from './hooks/use-community.js';
export { TextComposer } from './components/text-composer.js';
export { ConfirmDialog, CommunityDialogs, BalanceLine } from './components/dialogs.js';
export { ReactionButtons } from './components/reaction-buttons.js';
export { CommentMenu } from './components/comment-menu.js';
export { SubscribeToggle } from './components/subscribe-toggle.js';
export { useWrite, invalidateNumbers, setShownBalance, useHistory, useOverlimit, useMyComplaints, communityKeys } from './api/community-api.js';
export { errorKey, errorName, errorStatusCode } from './api/errors.js';
export { useCommunityStore } from './api/community-store.js';
export { HistoryScreen } from './components/history-page.js';
