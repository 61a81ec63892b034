'use client';
/**
 * The query client of the parts that read or change data in the browser (comments, likes, favourites, lists,
 * ads, lives): each such part renders inside a QueryScope (withQueries), which provides the page's one client
 * from AppProviders' holder (components/providers/queryHolder.ts). Scopes nest freely: they all give the same
 * client.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientHolder, QueryClientHolderContext } from './queryHolder';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // kept-alive screens come back with what they had: no refetch on remount or focus
        staleTime: Infinity,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}

export function QueryScope({ children }: { children: ReactNode }) {
  const holder = useContext(QueryClientHolderContext);
  // outside AppProviders (component tests of a single part): a holder of its own, empty until used
  const [own] = useState(() => new QueryClientHolder());
  const client = (holder ?? own).get(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The component, rendered inside a QueryScope. */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    return (
      <QueryScope>
        <Component {...props} />
      </QueryScope>
    );
  }
  WithQueries.displayName = `withQueries(${Component.displayName ?? Component.name})`;
  return WithQueries;
}
