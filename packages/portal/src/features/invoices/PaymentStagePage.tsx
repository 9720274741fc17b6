import { useParams } from 'react-router';
import { ConfirmationPage } from './ConfirmationPage.tsx';
import { PaymentProcessingPage } from './PaymentProcessingPage.tsx';
import { isPaymentStage, type PaymentStage } from './stages.ts';
import { WaitingConfirmationPage } from './WaitingConfirmationPage.tsx';

const pages: Record<PaymentStage, () => React.JSX.Element> = {
  'payment-processing': PaymentProcessingPage,
  'waiting-confirmation': WaitingConfirmationPage,
  confirmation: ConfirmationPage,
};

/**
 * Spec §2's three payment stages, one route and one chunk: a payment moves between them, so whoever
 * opens one soon needs the others. Another word in their place never gets here: the route's loader
 * sends it back to the invoices (preload.ts `loadPaymentStage`).
 */
export function PaymentStagePage() {
  const { stage } = useParams();
  if (!isPaymentStage(stage)) return null;
  const Page = pages[stage];
  return <Page />;
}
