/** Spec §2's three pages a payment passes, in the order it passes them. */
export const paymentStages = ['payment-processing', 'waiting-confirmation', 'confirmation'] as const;
export type PaymentStage = (typeof paymentStages)[number];

export const isPaymentStage = (stage: string | undefined): stage is PaymentStage =>
  paymentStages.some((known) => known === stage);

/** A payment's id as the providers' return addresses carry it (`?payment=`). */
export const isPaymentId = (id: string | null): id is string =>
  id !== null && /^[A-Za-z0-9_-]{8,64}$/.test(id);
