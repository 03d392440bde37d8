import { COPYRIGHT_SINCE, SUPPORT_EMAIL } from '@numscope/contract';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, LogoMark, MailIcon } from '../../components/icons.js';
import { marketingUrl } from '../../lib/marketing.js';
import { useIsSignedIn } from '../../lib/session.js';
import { useSettingsStore } from '../../features/settings/index.js';

export const APP_STORE_URL = 'https://apps.apple.com/app/numscope/id1600000000';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=app.numscope';
export const APK_URL = '/api/v202305/apk/get';

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
          {signedIn ? (
            <ul className="store-links" aria-label={t('footer_apps')} data-testid="store-links">
              <li>
                <a className="store-badge" href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
                  <span className="store-badge__small">{t('footer_appstore_small')}</span>
                  <span className="store-badge__big">{t('footer_appstore')}</span>
                </a>
              </li>
              <li>
                <a className="store-badge" href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer">
                  <span className="store-badge__small">{t('footer_googleplay_small')}</span>
                  <span className="store-badge__big">{t('footer_googleplay')}</span>
                </a>
              </li>
              <li>
                <a className="store-badge store-badge--apk" href={APK_URL} download>
                  <DownloadIcon size={18} />
                  <span className="store-badge__big">{t('footer_apk')}</span>
                </a>
              </li>
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
