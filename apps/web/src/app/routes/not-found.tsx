import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Card } from '../../components/card.js';
import { EmptyState } from '../../components/empty-state.js';
import { CompassIcon } from '../../components/icons.js';
import { useDocumentTitle } from '../../components/use-document-title.js';

/** Any unknown path: a friendly, translated 404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('document_title', { page: t('notfound_page_title') }));
  return (
    <div className="page page--narrow">
      <Card className="state-card">
        <EmptyState
          icon={<CompassIcon size={28} />}
          title={t('notfound_page_title')}
          headingLevel={1}
          actions={
            <Link className="btn btn--primary btn--md" to="/search">
              {t('notfound_page_search')}
            </Link>
          }
        >
          <p>{t('notfound_page_text')}</p>
        </EmptyState>
      </Card>
    </div>
  );
}
