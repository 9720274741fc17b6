import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { lazyPart } from '../../app/lazyPart.tsx';
import { ContractListView } from './ContractListView.tsx';
import { contractParam } from './format.ts';
import { messages } from './messages.ts';

// A contract's page is a chunk of its own: the list opens without it (preload.ts fetches it with the
// contract when the address names one).
const ContractDetailView = lazyPart(
  async () => (await import('./ContractDetailView.tsx')).ContractDetailView,
);

/** The contract the address names, loaded with the page (app/lazyPart.tsx). */
export const preloadParts = (params: URLSearchParams): Promise<unknown> =>
  contractParam(params) === null ? Promise.resolve() : ContractDetailView.preload();

/** Spec §2 /contracts: the list, or the contract the address names. */
export function ContractsPage() {
  const [params] = useSearchParams();
  const intl = useIntl();
  const id = contractParam(params);
  if (id === null) return <ContractListView />;
  return (
    <Suspense
      fallback={
        <SkeletonGroup label={intl.formatMessage(messages.loading)}>
          <Skeleton lines={10} />
        </SkeletonGroup>
      }
    >
      <ContractDetailView id={id} />
    </Suspense>
  );
}
