/** Public API of the auth feature: the login screen, the key landing, the sign-in state. */
export { LoginScreen } from './components/login-screen.js';
export { KeyLandingPage } from './components/key-landing-page.js';
export { collapseLeadingSlashes, decideKeyLanding } from './model/key-landing.js';
export { useSignIn } from './model/sign-in-store.js';
export { endSessionOnServer } from './api/sign-out.js';
