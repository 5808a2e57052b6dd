import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TEnvironmentResponse } from '@quad/contract';
import { call } from '@/api/client';
import { API } from '@quad/contract/routes';

/** If the environment cannot be read, the app behaves as production (member-app.md section 6). */
const FALLBACK: TEnvironmentResponse = {
  environment: 'production',
  support_email: 'support@quad.local',
  analytics_measurement_id: null,
};

const EnvironmentContext = createContext<TEnvironmentResponse>(FALLBACK);

export function EnvironmentProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery({
    queryKey: ['environment'],
    queryFn: () => call(API.system.environment),
    staleTime: Infinity,
    retry: 1,
  });
  return <EnvironmentContext.Provider value={data ?? FALLBACK}>{children}</EnvironmentContext.Provider>;
}

export const useEnvironment = (): TEnvironmentResponse => useContext(EnvironmentContext);
