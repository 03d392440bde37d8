import { TIMINGS_MS } from '@numscope/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconButton } from '../../components/button.js';
import { CopyIcon, MoreIcon, SettingsIcon, ShareIcon, UserPlusIcon } from '../../components/icons.js';
import { copyText } from '../../lib/clipboard.js';
import { formatInternational, telHref } from '../../lib/phone.js';
import { showToast } from '../../lib/toast.js';

/**
 * The header's more-menu (spec §2): add to contacts (tel: link), share (copies the page address),
 * copy phone number, settings. Number items show only on a number page. Closes on an outside
 * click, Escape, or after an action.
 */
export function MoreMenu({ phone }: { phone: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const share = async () => {
    setOpen(false);
    if (await copyText(window.location.href)) showToast(t('toast_link_copied'), TIMINGS_MS.copyToast);
  };
  const copyNumber = async () => {
    setOpen(false);
    if (phone && (await copyText(formatInternational(phone)))) showToast(t('toast_number_copied'), TIMINGS_MS.copyToast);
  };
  const settings = () => {
    setOpen(false);
    navigate('/settings');
  };

  return (
    <div className="menu" ref={rootRef}>
      <IconButton
        variant="ghost"
        label={t('header_more')}
        icon={<MoreIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      />
      {open ? (
        <ul className="menu__list" role="menu" id={menuId} aria-label={t('header_more')}>
          {phone ? (
            <li role="none">
              <a className="menu__item" role="menuitem" href={telHref(phone)} onClick={() => setOpen(false)}>
                <UserPlusIcon size={18} />
                {t('menu_add_contact')}
              </a>
            </li>
          ) : null}
          <li role="none">
            <button type="button" className="menu__item" role="menuitem" onClick={() => void share()}>
              <ShareIcon size={18} />
              {t('menu_share')}
            </button>
          </li>
          {phone ? (
            <li role="none">
              <button type="button" className="menu__item" role="menuitem" onClick={() => void copyNumber()}>
                <CopyIcon size={18} />
                {t('menu_copy_number')}
              </button>
            </li>
          ) : null}
          <li role="none">
            <button type="button" className="menu__item" role="menuitem" onClick={settings}>
              <SettingsIcon size={18} />
              {t('menu_settings')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
