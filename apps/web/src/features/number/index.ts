/** Public API of the number feature. */
export { NumberView } from './components/number-view.js';
export { NumberNotFound } from './components/number-not-found.js';
export { numberKeys } from './api/keys.js';
export { ErrorPanel } from './components/error-panel.js';
export { ProfileSkeleton } from './components/profile-skeleton.js';
