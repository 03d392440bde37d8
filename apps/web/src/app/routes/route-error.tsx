import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Card } from '../../components/card.js';
import { EmptyState } from '../../components/empty-state.js';
import { AlertIcon } from '../../components/icons.js';
import { NotFoundPage } from './not-found.js';

/** Shown when rendering a route throws: never a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
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
