/**
 * Empty, but with a parameter: served from the page cache (ISR) by Next's dynamic-route handler, as the
 * article is. /heavy is the same page carrying the article's weight (below), so its throughput and
 * latency are the best any page of the article's shape can reach on this server, whatever its code.
 * Other ids are 404.
 */
export const revalidate = 300;
export const dynamicParams = false;

export function generateStaticParams(): { id: string }[] {
  return [{ id: '1' }, { id: 'heavy' }];
}

/**
 * The article's weight, in bytes and in characters: as many Chinese characters (three bytes each) and
 * as much ASCII as the demo article's HTML (36 KB, 32 K characters), the text in the markup and again in
 * the flight data. One character above Latin-1 makes Node hold the whole page as two bytes a character,
 * so the count of characters weighs as much as the bytes.
 */
const LINE = '澜海市城市发展规划纲要提出建设现代化滨海城市的总体目标和十二项重点任务，';
const SENTENCE = 'The plan sets twelve tasks for a modern coastal city by the end of the period. ';
const ASCII = `${SENTENCE.repeat(5)}It came out yesterday, in the morning.`;
const HEAVY = Array.from({ length: 26 }, (_, n) => `${n + 1}. ${LINE}${ASCII}`);

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
