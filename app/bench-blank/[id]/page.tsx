/**
 * Empty, but with a parameter: served by Next's dynamic-route handler from the page cache (ISR), as the
 * article is. `npm run bench` measures it beside the static bare page to show what Next itself costs for
 * any page with a parameter, before a single line of ours runs.
 *
 * /bench-blank/heavy is the same page carrying the article's weight: about as many bytes of HTML as the
 * demo article (text in the markup and again in the flight data, as any server-rendered page has it). Its
 * throughput is the most any page of the article's shape can reach on this server, whatever its code.
 *
 * Only these two ids exist: other ids are 404, so nobody can fill the page cache through it.
 */
export const revalidate = 300;
export const dynamicParams = false;

export function generateStaticParams(): { id: string }[] {
  return [{ id: '1' }, { id: 'heavy' }];
}

/** Paragraphs of CJK text (three bytes a character): about 47 KB more HTML than the empty page. */
const LINE = '澜海市城市发展规划纲要提出建设现代化滨海城市的总体目标和十二项重点任务，';
const HEAVY = Array.from({ length: 51 }, (_, n) => `${n + 1}. ${LINE.repeat(4)}`);

export default async function BlankDynamicPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (id !== 'heavy') return <p>ok {id}</p>;
  return (
    <main>
      {HEAVY.map((text, n) => (
        <p key={n}>{text}</p>
      ))}
    </main>
  );
}
