import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { switchLocale, useSettingsStore } from '../../features/settings/index.js';
import { localeFromSegment } from '../../i18n/locale.js';
import { setVisitLangPrefix } from '../../lib/locale-path.js';
import { NotFoundPage } from './not-found.js';

/**
 * `/{lang}/…`: applies the language of the prefix (for this visit; the stored choice is not
 * changed, but the paths the app builds keep the prefix), or shows the 404 page if the segment names
 * no language.
 */
export function LangGate() {
  const { lang } = useParams();
  const info = localeFromSegment(lang);
  const current = useSettingsStore((s) => s.locale);
  useEffect(() => {
    if (info && info.code !== current) void switchLocale(info.code, { persist: false });
    // Only a change of the prefix re-applies it; a later manual choice is respected.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [info?.code]);
  if (!info) return <NotFoundPage />;
  // Before the children render: their links and redirects keep this prefix.
  setVisitLangPrefix(lang ?? null);
  return <Outlet />;
}
