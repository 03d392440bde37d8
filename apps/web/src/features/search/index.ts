/** Public API of the search feature. */
export { SearchBox } from './components/search-box.js';
export { SearchIntro } from './components/search-intro.js';
export { searchTarget } from './search-target.js';
