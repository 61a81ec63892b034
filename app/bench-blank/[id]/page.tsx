/**
 * Empty, but with a parameter: served by Next's dynamic-route handler from the page cache (ISR), as the
 * article is. `npm run bench` measures it beside the static bare page to show what Next itself costs for
 * any page with a parameter, before a single line of ours runs. Only /bench-blank/1 exists: other ids are
 * 404, so nobody can fill the page cache through it.
 */
export const revalidate = 300;
export const dynamicParams = false;

export function generateStaticParams(): { id: string }[] {
  return [{ id: '1' }];
}

export default async function BlankDynamicPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <p>ok {id}</p>;
}
