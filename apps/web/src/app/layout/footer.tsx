import { COPYRIGHT_SINCE, SUPPORT_EMAIL } from '@numscope/contract';
import { useTranslation } from '../../i18n/use-translation.js';
import { DownloadIcon, LogoMark, MailIcon } from '../../components/icons.js';
import { marketingUrl } from '../../lib/marketing.js';
import { useIsSignedIn } from '../../lib/session.js';
import { useAppLinks } from '../../features/history/index.js';
import { useSettingsStore } from '../../features/settings/index.js';

const LEGAL_PAGES = [
  { path: 'terms', key: 'footer_terms' },
  { path: 'privacy', key: 'footer_privacy' },
  { path: 'cookies', key: 'footer_cookies' },
  { path: 'purchase-policy', key: 'footer_purchase_policy' },
  { path: 'contacts', key: 'footer_contacts' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const locale = useSettingsStore((s) => s.locale);
  // The app-store block is part of the signed-in experience (spec §6).
  const signedIn = useIsSignedIn();
  // Only the apps that are published (apk/get, from the server's configuration): never a link to a 404.
  const apps = useAppLinks(signedIn).data;
  const anyApp = Boolean(apps && (apps.appStoreUrl || apps.googlePlayUrl || apps.link));
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <LogoMark size={28} />
            <div>
              <p className="site-footer__name">{t('app_name')}</p>
              <p className="site-footer__tagline">{t('footer_tagline')}</p>
            </div>
          </div>
          {signedIn && apps && anyApp ? (
            <ul className="store-links" aria-label={t('footer_apps')} data-testid="store-links">
              {apps.appStoreUrl ? (
                <li>
                  <a className="store-badge" href={apps.appStoreUrl} target="_blank" rel="noopener noreferrer">
                    <span className="store-badge__small">{t('footer_appstore_small')}</span>
                    <span className="store-badge__big">{t('footer_appstore')}</span>
                  </a>
                </li>
              ) : null}
              {apps.googlePlayUrl ? (
                <li>
                  <a className="store-badge" href={apps.googlePlayUrl} target="_blank" rel="noopener noreferrer">
                    <span className="store-badge__small">{t('footer_googleplay_small')}</span>
                    <span className="store-badge__big">{t('footer_googleplay')}</span>
                  </a>
                </li>
              ) : null}
              {apps.link ? (
                <li>
                  <a className="store-badge store-badge--apk" href={apps.link} download data-testid="apk-link">
                    <DownloadIcon size={18} />
                    <span className="store-badge__big">{t('footer_apk')}</span>
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
        <nav className="site-footer__links" aria-label={t('footer_legal')}>
          <ul>
            {LEGAL_PAGES.map((p) => (
              <li key={p.path}>
                <a href={marketingUrl(locale, p.path)} target="_blank" rel="noopener">
                  {t(p.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__support">
          <MailIcon size={16} />
          <span>{t('footer_support')}</span>{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} dir="ltr">
            {SUPPORT_EMAIL}
          </a>
        </p>
        <p className="site-footer__copyright">{t('footer_copyright', { since: COPYRIGHT_SINCE, year })}</p>
      </div>
    </footer>
  );
}
