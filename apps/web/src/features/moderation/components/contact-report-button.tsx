import type { Contact } from '@numscope/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { IconButton } from '../../../components/button.js';
import { AlertIcon } from '../../../components/icons.js';
import { contactReportTarget } from '../model/moderation-store.js';
import { useReportState } from '../api/use-my-reports.js';
import { useReportContact } from '../api/use-report-contact.js';
import { ReportDialog } from './report-dialog.js';
import './moderation.css';

/** Reports a name the number is saved under (signed-in users): the button and its dialog. */
export function ContactReportButton({ phone, contact: c }: { phone: string; contact: Contact }) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const report = useReportContact();
  const target = contactReportTarget(phone, c.name_hash);
  const reported = useReportState(target) === 'accepted';
  return (
    <>
      <IconButton
        variant="ghost"
        size="sm"
        label={reported ? t('report_sent') : t('name_report')}
        icon={<AlertIcon size={16} />}
        onClick={() => setReporting(true)}
        data-testid="name-report"
      />
      <ReportDialog
        open={reporting}
        onClose={() => setReporting(false)}
        title={t('report_name_title')}
        target={target}
        send={(text) =>
          report.mutateAsync({
            phone,
            name_hash: c.name_hash,
            first_name: c.firstName ?? '',
            last_name: c.lastName ?? '',
            report_text: text,
          })
        }
      />
    </>
  );
}
