/** Structured data for search engines and unfurlers that read it (server-rendered, no JavaScript runs). */
import { scriptJson, type JsonLd as Data } from '@/lib/share/jsonLd';

export function JsonLd({ data }: { data: Data }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
