import { TIMINGS_MS } from '@numscope/contract';
import { useTranslation } from '../../i18n/use-translation.js';
import { useNavigate } from 'react-router';
import { CopyIcon, MoreIcon, SettingsIcon, ShareIcon, UserPlusIcon } from '../../components/icons.js';
import { Menu, MenuItem, MenuLink } from '../../components/menu.js';
import { copyText } from '../../lib/clipboard.js';
import { formatInternational, telHref } from '../../lib/phone.js';
import { showToast } from '../../lib/toast.js';

/**
 * The header's more-menu (spec §2): add to contacts (tel: link), share (copies the page address),
 * copy phone number, settings. Number items show only on a number page.
 */
export function MoreMenu({ phone }: { phone: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const share = async () => {
    if (await copyText(window.location.href)) showToast(t('toast_link_copied'), TIMINGS_MS.copyToast);
  };
  const copyNumber = async () => {
    if (phone && (await copyText(formatInternational(phone)))) showToast(t('toast_number_copied'), TIMINGS_MS.copyToast);
  };

  return (
    <Menu label={t('header_more')} icon={<MoreIcon />}>
      {phone ? (
        <MenuLink href={telHref(phone)} icon={<UserPlusIcon size={18} />}>
          {t('menu_add_contact')}
        </MenuLink>
      ) : null}
      <MenuItem icon={<ShareIcon size={18} />} onSelect={() => void share()}>
        {t('menu_share')}
      </MenuItem>
      {phone ? (
        <MenuItem icon={<CopyIcon size={18} />} onSelect={() => void copyNumber()}>
          {t('menu_copy_number')}
        </MenuItem>
      ) : null}
      <MenuItem icon={<SettingsIcon size={18} />} onSelect={() => void navigate('/settings')}>
        {t('menu_settings')}
      </MenuItem>
    </Menu>
  );
}
