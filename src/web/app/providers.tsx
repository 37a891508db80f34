import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from '../lib/auth';
import { PendingSavesSync } from '../lib/pending-saves-sync';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <PendingSavesSync />
        {children}
      </AuthProvider>
    </QueryClientProvider>
  );
}
