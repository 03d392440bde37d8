import { create } from 'zustand';
import { usePaymentModal } from '../../../lib/payment-modal.js';
import type { PaymentProduct } from './catalogue.js';

/**
 * The purchase under way: the product whose method chooser is open, and the gift just sent (for
 * the gift success modal). One chooser at a time, wherever the purchase started.
 */
interface PurchaseState {
  product: PaymentProduct | null;
  giftSent: { count: number; recipient: string } | null;
  /** An order whose payment page opened in another tab: this page follows it until it settles. */
  awaitedOrder: number | null;
  awaitOrder: (orderId: number | null) => void;
  openChooser: (product: PaymentProduct) => void;
  closeChooser: () => void;
  showGiftSent: (gift: { count: number; recipient: string }) => void;
  closeGiftSent: () => void;
}

export const usePurchase = create<PurchaseState>((set) => ({
  product: null,
  giftSent: null,
  awaitedOrder: null,
  awaitOrder: (awaitedOrder) => set({ awaitedOrder }),
  openChooser: (product) => set({ product }),
  closeChooser: () => set({ product: null }),
  showGiftSent: (giftSent) => set({ giftSent }),
  closeGiftSent: () => set({ giftSent: null }),
}));

/** Whether any payment dialog is wanted now: Buy NumCy, a method chooser or a gift's success. */
export function usePaymentLayerWanted(): boolean {
  const buy = usePaymentModal((s) => s.open);
  const purchase = usePurchase((s) => s.product !== null || s.giftSent !== null);
  return buy || purchase;
}
