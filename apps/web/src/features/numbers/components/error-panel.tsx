import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { Card } from '../../../components/card.js';
import { EmptyState } from '../../../components/empty-state.js';
import { AlertIcon, RefreshIcon } from '../../../components/icons.js';
import { isApiError } from '../../../lib/api.js';
import './numbers.css';

/** A friendly failure with a retry: the text comes from the error code (`error_<CODE>`). */
export function ErrorPanel({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t, i18n } = useTranslation();
  const key = isApiError(error) ? `error_${error.code}` : 'error_INTERNAL';
  return (
    <Card className="state-card">
      <EmptyState
        tone="danger"
        role="alert"
        icon={<AlertIcon size={28} />}
        title={t('error_load_title')}
        actions={
          <Button variant="primary" icon={<RefreshIcon size={18} />} loading={retrying} onClick={onRetry}>
            {t('action_retry')}
          </Button>
        }
      >
        <p>{i18n.exists(key) ? t(key) : t('error_INTERNAL')}</p>
      </EmptyState>
    </Card>
  );
}
