import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TranslationProvider } from '../i18n/use-translation.js';
import { retryUnlessClientError } from '../lib/retry.js';

/** Every read: a refusal of the request itself (an invalid number) is not tried again; a network or server failure is. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: 60_000, retry: retryUnlessClientError },
    },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <TranslationProvider>{children}</TranslationProvider>
    </QueryClientProvider>
  );
}
