/** Static and empty: what Next itself costs per request. */
export const dynamic = 'force-static';

export default function BarePage() {
  return <p>ok</p>;
}
