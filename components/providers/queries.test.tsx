/** @jest-environment jsdom */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { TEST_RUNTIME } from '@/tests/utils/renderWithProviders';
import { AppProviders } from './AppProviders';
import { makeQueryClient, QueryScope, withQueries } from './queries';
import { QueryClientHolder } from './queryHolder';

/** A part that reads data: records the client it was given. */
function probe(seen: QueryClient[]) {
  return withQueries(function Part({ name }: { name: string }) {
    seen.push(useQueryClient());
    return <p>{name}</p>;
  });
}

function Page({ children, client }: { children: React.ReactNode; client?: QueryClient }) {
  return (
    <AppProviders runtime={TEST_RUNTIME} queryClient={client}>
      {children}
    </AppProviders>
  );
}

describe('the query client of the parts that read data', () => {
  it('is made once, when the first part asks for it, and kept', () => {
    const make = jest.fn(makeQueryClient);
    const holder = new QueryClientHolder();
    expect(make).not.toHaveBeenCalled();
    const first = holder.get(make);
    expect(holder.get(make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    const given = makeQueryClient();
    expect(new QueryClientHolder(given).get(make)).toBe(given);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('is one per browser tab: every part shares it, nested scopes included, and the root layout mounted again keeps it', () => {
    const seen: QueryClient[] = [];
    const Part = probe(seen);
    const { getByText } = render(
      <>
        <Page>
          <Part name="likes" />
          <Part name="comments" />
          <QueryScope>
            <Part name="nested" />
          </QueryScope>
        </Page>
        <Page>
          <Part name="the next screen" />
        </Page>
      </>,
    );
    expect(getByText('nested')).toBeTruthy();
    const [likes, comments, nested, next] = seen.slice(-4);
    expect(comments).toBe(likes);
    expect(nested).toBe(likes);
    // a navigation to another screen's public path mounts the root layout again: what was fetched stays
    expect(next).toBe(likes);
  });

  it('is the one the page was given (tests), and a part outside any page still gets one', () => {
    const given = makeQueryClient();
    const seen: QueryClient[] = [];
    const Part = probe(seen);
    render(
      <Page client={given}>
        <Part name="given" />
      </Page>,
    );
    expect(seen.at(-1)).toBe(given);
    render(<Part name="alone" />);
    expect(seen.at(-1)).toBeDefined();
    expect(seen.at(-1)).not.toBe(given);
  });
});
