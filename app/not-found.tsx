/**
 * The not-found boundary of the root segment, which has no layout (every page's layout is
 * app/[variant]/layout.tsx, whose own not-found.tsx draws the 404 a reader sees). Nothing reaches this one:
 * the root layout never calls notFound(), and /_not-found is sent home by proxy.ts. Without this file
 * Next puts its built-in 404 page here, and every page's payload carries it (1 KB of each page).
 */
export default function RootNotFound() {
  return null;
}
