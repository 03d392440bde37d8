/** The auth feature's code loaded on demand (docs/decisions/016): the sign-in flow's reset, at logout. */
export { resetSignIn } from './model/sign-in-store.js';
