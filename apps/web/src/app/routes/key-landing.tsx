import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQuery } from '../../features/account/index.js';
import { KeyLandingPage } from '../../features/auth/index.js';
import { useSettingsStore } from '../../features/settings/index.js';

/** `/key/{key}` (also `//key/{key}` and `/{lang}/key/{key}`): entry by key (spec §2, §5). */
export function KeyLandingRoute() {
  const setTheme = useSettingsStore((s) => s.setTheme);
  const queryClient = useQueryClient();
  const onTheme = useCallback((theme: 'dark' | 'light') => setTheme(theme), [setTheme]);
  const loadAccount = useCallback((token: string) => queryClient.fetchQuery(meQuery(token)), [queryClient]);
  return <KeyLandingPage onTheme={onTheme} loadAccount={loadAccount} />;
}
