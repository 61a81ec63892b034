/**
 * Empty, but with a parameter: served from the page cache (ISR) by Next's dynamic-route handler, as the
 * article is. /heavy is the same page carrying the article's weight: about as many bytes of HTML as the
 * demo article (text in the markup and again in the flight data), so its throughput is the most any page
 * of the article's shape can reach on this server, whatever its code. Other ids are 404.
 */
export const revalidate = 300;
export const dynamicParams = false;

export function generateStaticParams(): { id: string }[] {
  return [{ id: '1' }, { id: 'heavy' }];
}

/** Paragraphs of CJK text (three bytes a character): about 47 KB more HTML than the empty page. */
const LINE = '澜海市城市发展规划纲要提出建设现代化滨海城市的总体目标和十二项重点任务，';
const HEAVY = Array.from({ length: 51 }, (_, n) => `${n + 1}. ${LINE.repeat(4)}`);

export default async function BareDynamicPage({ params }: { params: Promise<{ id: string }> }) {
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
