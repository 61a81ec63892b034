/**
 * The yardstick pages of `npm run bench` (scripts/bench.mjs): bare Next pages with a root layout of their
 * own. They exist only in a bench build: next.config.ts takes `*.bench.tsx` as pages when BENCH_BUILD=1,
 * and the product's build leaves them out. Measured on the same server as the article, they carry what
 * Next and our next.config cost for any page, so the ratio is what our page itself costs.
 */
export default function BareLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
