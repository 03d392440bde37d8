import { useTranslation } from '../../../i18n/use-translation.js';
import { Card } from '../../../components/card.js';
import { EmptyState } from '../../../components/empty-state.js';
import { CompassIcon } from '../../../components/icons.js';
import { useDocumentTitle } from '../../../components/use-document-title.js';
import './numbers.css';

/** The not-found message (/number/not-found, /number/empty, or an invalid number in place). */
export function NumberNotFound({ kind = 'not-found' }: { kind?: 'not-found' | 'empty' }) {
  const { t } = useTranslation();
  const title = kind === 'empty' ? t('number_emptypage_title') : t('notfound_title');
  useDocumentTitle(t('document_title', { page: title }));
  return (
    <Card className="state-card">
      <EmptyState icon={<CompassIcon size={28} />} title={title} headingLevel={1}>
        <p>{kind === 'empty' ? t('number_emptypage_text') : t('notfound_text')}</p>
      </EmptyState>
    </Card>
  );
}
