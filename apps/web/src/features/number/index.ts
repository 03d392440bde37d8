/** Public API of the number feature. */
export { NumberView } from './components/number-view.js';
export { NumberNotFound } from './components/number-not-found.js';
export { numberKeys } from './api/keys.js';
