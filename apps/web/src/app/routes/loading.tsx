import { useTranslation } from '../../i18n/use-translation.js';

/**
 * Shown while a page's code loads (each page is its own chunk, loaded on first visit): a quiet
 * spinner announced to screen readers, never a blank screen.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow page-loading" role="status" aria-live="polite" data-testid="page-loading">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
