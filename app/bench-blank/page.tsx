/** Static and empty: what Next itself costs per request, for the benchmark's comparison. */
export const dynamic = 'force-static';

export default function BlankPage() {
  return <p>ok</p>;
}
