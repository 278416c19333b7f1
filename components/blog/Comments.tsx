import type { Locale } from '@/lib/i18n/locales';
import { env } from '@/lib/site/env';
import { Giscus } from './Giscus.client';

/** giscus comments, only when the repository is configured; otherwise nothing third-party loads. */
export function Comments({ locale }: { locale: Locale }) {
  if (!env.giscus) return null;
  return (
    <section className="comments">
      <Giscus {...env.giscus} lang={locale === 'en' ? 'en' : 'zh-CN'} />
    </section>
  );
}
