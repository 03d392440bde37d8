import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Card } from '../../../components/card.js';
import { EmptyState } from '../../../components/empty-state.js';
import { MessageIcon } from '../../../components/icons.js';
import { useLoginPath } from '../../../lib/locale-path.js';
import './numbers.css';

/** A valid number nobody has written about yet. */
export function EmptyProfile({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const loginPath = useLoginPath();
  return (
    <Card className="state-card">
      <EmptyState
        tone="brand"
        icon={<MessageIcon size={28} />}
        title={t('number_empty_title')}
        actions={
          signedIn ? null : (
            <Link className="btn btn--secondary btn--md" to={loginPath}>
              {t('number_empty_action')}
            </Link>
          )
        }
      >
        <p>{t('number_empty_text')}</p>
      </EmptyState>
    </Card>
  );
}
