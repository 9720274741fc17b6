import { createContext, use, type ReactNode } from 'react';
import type { StandalonePlatform } from '@vool/ui/theme';

/** How the portal runs: in a browser tab, or installed as an app on a platform. */
export interface Environment {
  standalone: StandalonePlatform | undefined;
}

const EnvironmentContext = createContext<Environment>({ standalone: undefined });

export function EnvironmentProvider({ value, children }: { value: Environment; children: ReactNode }) {
  return <EnvironmentContext value={value}>{children}</EnvironmentContext>;
}

export const useEnvironment = () => use(EnvironmentContext);
