import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../../components/button.js';
import { AlertIcon, BanIcon, LockIcon, MoreIcon } from '../../../components/icons.js';
import { commentReportTarget, useModerationStore } from '../model/moderation-store.js';
import { useReportComment } from '../api/use-report-comment.js';
import { useNumberViewer } from '../../../lib/number-viewer.js';
import { ComplaintDialog } from './complaint-dialog.js';
import { HideDialog } from './hide-dialog.js';
import { ReportDialog } from './report-dialog.js';
import './moderation.css';

type Open = 'report' | 'complaint' | 'hide' | null;

/**
 * A comment's "more" menu (signed-in users): report, legal complaint and — on my own number —
 * hide. Each opens its dialog.
 */
export function CommentMenu({ commentId, canHide }: { commentId: number; canHide: boolean }) {
  const { t } = useTranslation();
  const ctx = useNumberViewer();
  const [menu, setMenu] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const report = useReportComment();
  const reportState = useModerationStore((s) => s.reports[commentReportTarget(commentId)]);

  useEffect(() => {
    if (!menu) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setMenu(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenu(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [menu]);

  if (!ctx?.signedIn) return null;
  const pick = (what: Open) => {
    setMenu(false);
    setOpen(what);
  };

  return (
    <div className="menu" ref={ref}>
      <IconButton
        variant="ghost"
        size="sm"
        label={t('comment_menu')}
        icon={<MoreIcon size={16} />}
        aria-haspopup="true"
        aria-expanded={menu}
        aria-controls={menu ? menuId : undefined}
        onClick={() => setMenu((v) => !v)}
        data-testid="comment-menu"
      />
      {menu ? (
        <ul className="menu__list" id={menuId} role="menu">
          <li role="none">
            <Button role="menuitem" variant="ghost" size="sm" icon={<AlertIcon size={16} />} onClick={() => pick('report')} data-testid="menu-report">
              {reportState === 'accepted' ? t('report_sent') : t('report_action')}
            </Button>
          </li>
          <li role="none">
            <Button role="menuitem" variant="ghost" size="sm" icon={<BanIcon size={16} />} onClick={() => pick('complaint')} data-testid="menu-complaint">
              {t('complaint_action')}
            </Button>
          </li>
          {canHide ? (
            <li role="none">
              <Button role="menuitem" variant="ghost" size="sm" icon={<LockIcon size={16} />} onClick={() => pick('hide')} data-testid="menu-hide">
                {t('hide_action')}
              </Button>
            </li>
          ) : null}
        </ul>
      ) : null}
      <ReportDialog
        open={open === 'report'}
        onClose={() => setOpen(null)}
        title={t('report_title')}
        target={commentReportTarget(commentId)}
        send={(text) => report.mutateAsync({ comment_id: commentId, report_text: text })}
      />
      <ComplaintDialog open={open === 'complaint'} onClose={() => setOpen(null)} commentId={commentId} />
      {canHide ? <HideDialog open={open === 'hide'} onClose={() => setOpen(null)} phone={ctx.phone} commentId={commentId} locale={ctx.locale} /> : null}
    </div>
  );
}
