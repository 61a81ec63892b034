/**
 * Empty, but with a parameter: rendered on its first request and then served from the page cache (ISR),
 * as the article is. `npm run bench` measures it beside the static bare page to show what Next itself
 * costs for any page with a parameter, before a single line of ours runs.
 */
export const revalidate = 300;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export default async function BlankDynamicPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <p>ok {id}</p>;
}
