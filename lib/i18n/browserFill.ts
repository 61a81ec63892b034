/**
 * Texts the browser fills: the server makes them with their placeholders kept, t(key, slots('score')),
 * and a client part puts the values in with fillSlots (next-intl's client stays out of the bundle).
 */
export function slots<N extends string>(...names: N[]): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<N, string>;
}

export function fillSlots(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
