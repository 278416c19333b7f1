import type { MetadataRoute } from 'next';
import { localeConfig, locales } from '@/lib/i18n/locales';
import { localePath } from '@/lib/routes/paths';
import { getRoutes } from '@/lib/routes/table';
import { absoluteUrl } from '@/lib/routes/url';

export const dynamic = 'force-static';

/** Every listed page of both locales, each with its language alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return getRoutes()
    .filter((r) => !r.hidden)
    .map((r) => ({
      url: absoluteUrl(r.href),
      ...(r.lastModified ? { lastModified: r.lastModified } : {}),
      priority: 0.5,
      changeFrequency: 'weekly' as const,
      alternates: {
        languages: Object.fromEntries(locales.map((l) => [localeConfig[l].htmlLang, absoluteUrl(localePath(l, r.path))])),
      },
    }));
}
