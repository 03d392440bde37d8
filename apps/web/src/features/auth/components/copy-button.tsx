import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { IconButton } from '../../../components/button.js';
import { CheckIcon, CopyIcon } from '../../../components/icons.js';
import { TIMINGS_MS } from '@numscope/contract';
import { copyText } from '../../../lib/clipboard.js';

/** Copies a value; the icon turns into a tick for the copy-feedback time (spec §9: 2.5 s). */
export function CopyButton({ value, label, onCopied }: { value: string; label: string; onCopied?: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMINGS_MS.copyToast);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <IconButton
      variant="ghost"
      size="sm"
      label={copied ? t('auth_copied') : label}
      icon={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
      className={copied ? 'copy-button is-copied' : 'copy-button'}
      onClick={() => {
        void copyText(value).then((ok) => {
          if (ok) setCopied(true);
          onCopied?.();
        });
      }}
    />
  );
}
