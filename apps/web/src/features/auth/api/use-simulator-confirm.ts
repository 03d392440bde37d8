import { SIMULATOR_OK_OUTCOMES } from '@numscope/contract';
import { useMutation } from '@tanstack/react-query';
import { confirmWithSimulator } from './auth-api.js';

/**
 * POST simulatorConfirm (development and tests): a channel's simulator sends the code from a phone.
 * The answer (the provider's status) is shown by the panel, so a failure is not a toast.
 */
export function useSimulatorConfirm(onSent: () => void) {
  return useMutation({
    mutationFn: (body: Parameters<typeof confirmWithSimulator>[0]) => confirmWithSimulator(body),
    // Only a message that was taken starts the check at once; otherwise the page keeps waiting.
    onSuccess: (data) => {
      if (data.outcomes.length > 0 && data.outcomes.every((o) => SIMULATOR_OK_OUTCOMES.includes(o))) onSent();
    },
  });
}
