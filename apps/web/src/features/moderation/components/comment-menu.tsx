import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { AlertIcon, BanIcon, LockIcon, MoreIcon } from '../../../components/icons.js';
import { Menu, MenuItem } from '../../../components/menu.js';
import { commentReportTarget } from '../model/moderation-store.js';
import { useReportState } from '../api/use-my-reports.js';
import { useReportComment } from '../api/use-report-comment.js';
import { useNumberViewer } from '../../../lib/number-viewer.js';
import { ComplaintDialog } from './complaint-dialog.js';
import { HideDialog } from './hide-dialog.js';
import { ReportDialog } from './report-dialog.js';
import './moderation.css';

type Open = 'report' | 'complaint' | 'hide' | null;

/**
 * A comment's "more" menu (signed-in users): report, legal complaint and — on my own number —
 * hide. Each opens its dialog; closing the dialog returns focus to the menu button.
 */
export function CommentMenu({ commentId, canHide }: { commentId: number; canHide: boolean }) {
  const { t } = useTranslation();
  const ctx = useNumberViewer();
  const [open, setOpen] = useState<Open>(null);
  const report = useReportComment();
  const reportState = useReportState(commentReportTarget(commentId));

  if (!ctx?.signedIn) return null;

  return (
    <>
      <Menu label={t('comment_menu')} icon={<MoreIcon size={16} />} size="sm" testId="comment-menu">
        <MenuItem icon={<AlertIcon size={16} />} onSelect={() => setOpen('report')} testId="menu-report">
          {reportState === 'accepted' ? t('report_sent') : t('report_action')}
        </MenuItem>
        <MenuItem icon={<BanIcon size={16} />} onSelect={() => setOpen('complaint')} testId="menu-complaint">
          {t('complaint_action')}
        </MenuItem>
        {canHide ? (
          <MenuItem icon={<LockIcon size={16} />} onSelect={() => setOpen('hide')} testId="menu-hide">
            {t('hide_action')}
          </MenuItem>
        ) : null}
      </Menu>
      <ReportDialog
        open={open === 'report'}
        onClose={() => setOpen(null)}
        title={t('report_title')}
        target={commentReportTarget(commentId)}
        send={(text) => report.mutateAsync({ comment_id: commentId, report_text: text })}
      />
      <ComplaintDialog open={open === 'complaint'} onClose={() => setOpen(null)} commentId={commentId} />
      {canHide ? (
        <HideDialog open={open === 'hide'} onClose={() => setOpen(null)} phone={ctx.phone} commentId={commentId} locale={ctx.locale} />
      ) : null}
    </>
  );
}
