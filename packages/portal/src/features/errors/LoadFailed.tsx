import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. "Consumption could not be loaded." */
  message: string;
  /** The button's label, e.g. "Try again". */
  retryLabel: string;
  onRetry: () => void;
}

/** Data that failed to load, said where it would have been, with a way to try again. */
export function LoadFailed({ message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <Alert
      tone="danger"
      action={
        <Button size="sm" variant="secondary" onPress={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
