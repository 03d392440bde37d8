import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The components' way to the text: `const { t } = useTranslation()`, as with react-i18next, whose
 * hook this replaces (decision 036). Its hook copied the i18next instance's properties into a new
 * object for every component it mounted, and its `t` (i18next's `getFixedT`) copied all of
 * i18next's options on every call: about three times the cost of i18next's own `t`, and a large
 * share of a number page's first render on a phone. Here every component reads one shared object
 * per language from a context.
 */
export interface Translation {
  t: TFunction;
  i18n: I18n;
}

/** i18next's own `t` for the current language; a new function per language, so memoised text follows a switch. */
function translationIn(_language: string): Translation {
  const t = ((...args: Parameters<TFunction>) => i18next.t(...args)) as TFunction;
  return { t, i18n: i18next };
}

// Outside the provider (component tests) the text still comes from i18next's current language.
const TranslationContext = createContext<Translation>(translationIn(''));

function onLanguageChange(changed: () => void): () => void {
  i18next.on('languageChanged', changed);
  return () => i18next.off('languageChanged', changed);
}

const currentLanguage = () => i18next.language;

/** Re-renders the app with the new text when the language changes (i18next has loaded it by then). */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage);
  const value = useMemo(() => translationIn(language), [language]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): Translation {
  return useContext(TranslationContext);
}
