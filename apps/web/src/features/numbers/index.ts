/** Public API of the numbers feature: the search box, the lookup of a number and its profile card. */
export { SearchBox } from './components/search-box.js';
export { SearchIntro } from './components/search-intro.js';
export { searchTarget } from './model/search-target.js';
export { prefetchNumberProfile, useNumberProfile } from './api/use-number-profile.js';
export { usePaidLookup } from './api/use-paid-lookup.js';
export { ProfileSummary } from './components/profile-summary.js';
export { StatsRow } from './components/stats-row.js';
export { EmptyProfile } from './components/empty-profile.js';
export { NumberNotFound } from './components/number-not-found.js';
export { ErrorPanel } from './components/error-panel.js';
export { ProfileSkeleton } from './components/profile-skeleton.js';
export { useProfileCard, useSearchByProfile } from './api/use-profiles.js';
export { MyReviews, ProfileCard, ProfileReviews } from './components/profile-card.js';
