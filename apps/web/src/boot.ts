// Global styles first, so feature styles that refine the kit come later in the cascade.
import './styles/base.css';
import './components/ui.css';
import './components/field.css';
import './components/menu.css';
import { LOCALE_COOKIE, LOCALE_COOKIE_MS, STORAGE_KEYS } from '@numscope/contract';
import { prepareFormatters } from './components/format.js';
import { startEarlyLookup } from './features/numbers/boot.js';
import { resolveLocale } from './i18n/locale.js';
import { readCookie, writeCookie } from './lib/cookies.js';
import { readStorage } from './lib/storage.js';

/**
 * The page's entry: a few kilobytes that run as soon as they arrive. They choose the locale and
 * start a number page's lookup, then load the app itself (main.tsx, downloading meanwhile through
 * the server's preload hints), so the lookup travels while the framework downloads and starts
 * (decision 035). Nothing here may import the framework: it would make this module wait for it.
 */
// Spec §5: path prefix, then the stored choice, then the browser language.
const stored = readStorage(STORAGE_KEYS.localePrefix);
const locale = resolveLocale({
  pathname: window.location.pathname,
  stored,
  browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
});
// A choice stored before the cookie copy existed gets one, so the server hints its file next time.
if (stored && readCookie(LOCALE_COOKIE) !== stored) writeCookie(LOCALE_COOKIE, stored, LOCALE_COOKIE_MS);
startEarlyLookup(window.location.pathname, locale.code, readStorage(STORAGE_KEYS.token));
const app = import('./main.js');
// While the app downloads: the locale data of the first render's formatters.
prepareFormatters(locale.code);
// The app starts in a task after its modules' evaluation: two shorter tasks on a phone, not one long one.
void app.then((m) => setTimeout(() => void m.startApp(locale), 0));
