import { useMutation } from '@tanstack/react-query';
import { confirmWithSimulator } from './auth-api.js';

/**
 * POST simulatorConfirm (development and tests): a channel's simulator sends the code from a phone.
 * The answer (the provider's status) is shown by the panel, so a failure is not a toast.
 */
export function useSimulatorConfirm(onSent: () => void) {
  return useMutation({
    mutationFn: (body: Parameters<typeof confirmWithSimulator>[0]) => confirmWithSimulator(body),
    onSuccess: () => onSent(),
  });
}
