/** Types of screenAddresses.mjs. */
export function screenAddresses(
  call: (query: string) => Promise<unknown>,
  memberCall: (query: string) => Promise<unknown>,
  nisCall: (query: string) => Promise<unknown>,
): Promise<Record<string, string>>;
