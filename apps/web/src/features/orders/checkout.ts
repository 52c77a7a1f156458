import type { TCreateOrderAnswer, TPaymentProof } from '@gigbazaar/shared/schemas/orders';

/**
 * Razorpay Checkout's browser contract, which the sandbox's `/checkout/sandbox.js` implements too: the Pay page
 * runs one code path whichever gateway the server uses (the create-order answer names it).
 */
export interface CheckoutFailure {
  error: { code?: string; description?: string; reason?: string };
}

interface CheckoutOptions {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill?: { name?: string; email?: string };
  theme?: { color?: string };
  handler: (response: TPaymentProof) => void;
  modal?: { ondismiss?: () => void };
}

interface CheckoutInstance {
  open(): void;
  on(event: 'payment.failed', handler: (failure: CheckoutFailure) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => CheckoutInstance;
  }
}

const SCRIPTS: Record<TCreateOrderAnswer['provider'], string> = {
  sandbox: '/checkout/sandbox.js',
  razorpay: 'https://checkout.razorpay.com/v1/checkout.js',
};

const loading = new Map<string, Promise<void>>();

/** Loads the gateway's checkout script once per page. */
export function loadCheckout(provider: TCreateOrderAnswer['provider']): Promise<void> {
  const src = SCRIPTS[provider];
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error('The payment window could not be loaded.'));
      };
      document.head.appendChild(script);
    });
    loading.set(src, pending);
  }
  return pending;
}

export function openCheckout(options: CheckoutOptions, onFailure: (failure: CheckoutFailure) => void) {
  if (!window.Razorpay) throw new Error('The payment window could not be loaded.');
  const checkout = new window.Razorpay(options);
  checkout.on('payment.failed', onFailure);
  checkout.open();
}
