import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Alert } from '@vool/ui/Alert';
import { Stack } from '@vool/ui/Stack';
import type { ApiFailure } from '../../app/apiFailure.ts';
import { useSite } from '../../app/site.tsx';
import { offerMessages } from './offerMessages.ts';

/** Where the site signs nothing electronically: how to accept instead, through customer service. */
export function NoSigning({ productName, children }: { productName: string; children?: ReactNode }) {
  const intl = useIntl();
  const { customerService } = useSite().brand;
  return (
    <Stack gap="200">
      <Alert tone="info" title={intl.formatMessage(offerMessages.noSigningTitle)}>
        {intl.formatMessage(offerMessages.noSigning, {
          product: productName,
          phone: customerService.phone,
          email: customerService.email,
        })}
      </Alert>
      {children}
    </Stack>
  );
}

/** Why starting a signing was refused, in the user's words. */
export function signFailureMessage(failure: ApiFailure): MessageDescriptor {
  switch (failure.code) {
    case 'ALREADY_RENEWED':
      return offerMessages.alreadyRenewed;
    case 'SIGNING_UNAVAILABLE':
    case 'CONTRACT_MANAGEMENT_DISABLED':
      return offerMessages.signingUnavailable;
    default:
      return failure.status === 404 || failure.status === 422
        ? offerMessages.offerGone
        : offerMessages.signStartFailed;
  }
}
