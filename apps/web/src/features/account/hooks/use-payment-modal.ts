import { create } from 'zustand';

/** Whether the payment modal of the own profile's balance (spec §2 header) is open. */
interface PaymentModalState {
  open: boolean;
  openPaymentModal: () => void;
  closePaymentModal: () => void;
}

export const usePaymentModal = create<PaymentModalState>((set) => ({
  open: false,
  openPaymentModal: () => set({ open: true }),
  closePaymentModal: () => set({ open: false }),
}));
