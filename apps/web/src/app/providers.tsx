import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TranslationProvider } from '../i18n/use-translation.js';
import { isApiError } from '../lib/api.js';

/**
 * A read that failed is tried again (up to three times) only when trying again can help: a network
 * failure or a server error, not a refusal of the request itself (an invalid number stays invalid).
 */
export function retryRead(failures: number, error: unknown): boolean {
  const refused = isApiError(error) && error.httpStatus >= 400 && error.httpStatus < 500;
  return !refused && failures < 3;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: 60_000, retry: retryRead },
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
