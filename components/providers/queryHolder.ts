'use client';
/**
 * Where the page's one query client lives, without the query library itself: AppProviders (the root layout,
 * every page) holds it, the parts that read or change data (QueryScope, components/providers/queries.tsx)
 * create it when the first of them renders. So react-query's code comes with those parts (comments, likes,
 * lists, ads), loaded when the reader comes near them, not with every page's first JavaScript.
 *
 * One holder per AppProviders: per request on the server (nothing shared between readers), per tab in the
 * browser (kept across soft navigations, so kept-alive screens come back with what they had).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

export class QueryClientHolder {
  #client: QueryClient | undefined;

  constructor(client?: QueryClient) {
    this.#client = client;
  }

  /** The client, made by `make` the first time it is asked for. */
  get(make: () => QueryClient): QueryClient {
    this.#client ??= make();
    return this.#client;
  }
}

export const QueryClientHolderContext = createContext<QueryClientHolder | null>(null);
