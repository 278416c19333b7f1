import { serializeJsonLd, type JsonLd as JsonLdData } from '@/lib/seo/structured-data';

/** The page's one JSON-LD script (structured data for search engines), escaped for inline HTML. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
