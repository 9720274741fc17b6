import { Navigate, useParams } from 'react-router';
import { ConfirmationPage } from './ConfirmationPage.tsx';
import { PaymentProcessingPage } from './PaymentProcessingPage.tsx';
import { WaitingConfirmationPage } from './WaitingConfirmationPage.tsx';

const pages: Record<string, () => React.JSX.Element> = {
  'payment-processing': PaymentProcessingPage,
  'waiting-confirmation': WaitingConfirmationPage,
  confirmation: ConfirmationPage,
};

/**
 * Spec §2's three payment stages, one route and one chunk: a payment moves between them, so whoever
 * opens one soon needs the others. Another word in their place leads back to the invoices.
 */
export function PaymentStagePage() {
  const { stage = '' } = useParams();
  const Page = pages[stage];
  return Page ? <Page /> : <Navigate to="/invoices" replace />;
}
