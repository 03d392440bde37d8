import { useTranslation } from '../../i18n/use-translation.js';
import { Card } from '../../components/card.js';
import { EmptyState } from '../../components/empty-state.js';
import { AlertIcon } from '../../components/icons.js';

/** Shown when rendering a page throws (app/layout/page-outlet.tsx): never a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <Card className="state-card">
        <EmptyState
          tone="danger"
          role="alert"
          icon={<AlertIcon size={28} />}
          title={t('error_page_title')}
          headingLevel={1}
          actions={
            <a className="btn btn--primary btn--md" href="/search">
              {t('notfound_page_search')}
            </a>
          }
        >
          <p>{t('error_INTERNAL')}</p>
        </EmptyState>
      </Card>
    </div>
  );
}
