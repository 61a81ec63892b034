/** A bare Next page (its own root layout): the yardstick `npm run bench` measures the article page against. */
export default function BlankLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
