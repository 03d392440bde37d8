import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Card } from '../../components/card.js';
import { EmptyState } from '../../components/empty-state.js';
import { LockIcon } from '../../components/icons.js';
import { useDocumentTitle } from '../../components/use-document-title.js';

/** `/not-authorized`: where a failed authorisation (403/426) lands. */
export function NotAuthorizedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('document_title', { page: t('notauth_title') }));
  return (
    <div className="page page--narrow">
      <Card className="state-card">
        <EmptyState
          icon={<LockIcon size={28} />}
          title={t('notauth_title')}
          headingLevel={1}
          actions={
            <>
              <Link className="btn btn--primary btn--md" to="/login">
                {t('header_login')}
              </Link>
              <Link className="btn btn--secondary btn--md" to="/search">
                {t('notfound_page_search')}
              </Link>
            </>
          }
        >
          <p>{t('notauth_text')}</p>
        </EmptyState>
      </Card>
    </div>
  );
}
