import type { ReactNode } from 'react';
import { localeConfig, locales, type Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site/config';
import { AnnouncementBar } from './AnnouncementBar';
import { bootScript } from './boot-script';
import { Footer } from './Footer';
import { HydrationFlag } from './HydrationFlag.client';
import { LocaleHint, type LocaleHintTexts } from './LocaleHint.client';
import { blog, docs } from '@/lib/content';
import { localePath } from '@/lib/routes/paths';
import { BodyLinks } from '@/components/mdx/BodyLinks.client';
import { MarkdownImages } from '@/components/mdx/MarkdownImages.client';
import { Navbar } from './Navbar';
import { RouteProgress } from './RouteProgress.client';
import { Analytics } from './Analytics.client';
import { env } from '@/lib/site/env';
import { SkipLink } from './SkipLink';
import { ErrorTextsProvider } from '@/components/errors/ErrorView.client';
import { getT, messages } from '@/lib/i18n/messages';
import { ServiceWorkerRegistration } from './ServiceWorker.client';
import { AppLinks } from './AppLinks';
import { ContentProblems } from './ContentProblems';
import { LiveContent } from './LiveContent';
import { LIVE } from '@/lib/content/live';

/**
 * The hint's texts in `target`, the locale it offers; a page with no translation in it gets the
 * count of what its section has written in `target`: posts (leading to the archive) or notes
 * (leading to the docs home; section index pages are not counted as notes).
 */
function localeHintTexts(target: Locale): LocaleHintTexts {
  const t = getT(target);
  const posts = blog.posts(target).filter((p) => p.bodyLang === target).length;
  const notes = docs.all(target).filter((d) => d.bodyLang === target && !d.unlisted && !/(^|\/)index$/.test(d.id)).length;
  return {
    ...messages[target].localeHint,
    untranslated: t('localeHint.untranslated', { count: posts }),
    untranslatedHref: localePath(target, '/blog/archive'),
    untranslatedDocs: t('localeHint.untranslatedDocs', { count: notes }),
    untranslatedDocsHref: localePath(target, '/docs'),
  };
}

/** The <html> shell shared by both locale trees. */
export function RootLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const cfg = localeConfig[locale];
  // Under `next dev` the page also lists content problems and follows content changes. In a build
  // `main` holds the page alone: no placeholder child, so every page's payload is as before.
  const page = <ErrorTextsProvider texts={messages[locale].error}>{children}</ErrorTextsProvider>;
  return (
    <html
      lang={cfg.htmlLang}
      dir={cfg.direction}
      data-theme="light"
      data-announcement-id={site.announcement?.id}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: bootScript(site.basePath) }} />
        <AppLinks locale={locale} />
      </head>
      <body>
        <SkipLink locale={locale} />
        <LocaleHint texts={Object.fromEntries(locales.filter((l) => l !== locale).map((l) => [l, localeHintTexts(l)]))} />
        <AnnouncementBar locale={locale} />
        <Navbar locale={locale} />
        <main id="main" tabIndex={-1}>
          {LIVE ? (
            <>
              <ContentProblems locale={locale} />
              <LiveContent />
              {page}
            </>
          ) : (
            page
          )}
        </main>
        <Footer locale={locale} />
        <HydrationFlag />
        <RouteProgress />
        {env.analyticsId && <Analytics id={env.analyticsId} />}
        <BodyLinks />
        <MarkdownImages errorTexts={messages[locale].image} zoomLabel={messages[locale].image.zoom} />
        <ServiceWorkerRegistration locale={locale} texts={messages[locale].pwa} offline={messages[locale].offline.control} />
      </body>
    </html>
  );
}
