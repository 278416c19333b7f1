import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import { site } from '@/lib/site/config';
import { rootMetadata, rootViewport } from '@/lib/site/root-metadata';
import { bootScript } from '@/components/layout/boot-script';
import { Footer } from '@/components/layout/Footer';
import { HydrationFlag } from '@/components/layout/HydrationFlag.client';
import { Navbar } from '@/components/layout/Navbar';
import { SkipLink } from '@/components/layout/SkipLink';
import { LiveContent } from '@/components/layout/LiveContent';
import { LIVE } from '@/lib/content/live';
import { NotFoundTitle } from '@/components/errors/NotFoundTitle.client';
import { NotFoundSearch } from '@/components/errors/NotFoundSearch.client';
import { searchSetup } from '@/lib/search/setup';
import type { Locale } from '@/lib/i18n/locales';
import './styles.css';
import './search.css';

export const metadata: Metadata = {
  ...rootMetadata,
  title: { absolute: `${zhCN.notFound.title} | ${site.title}` },
  robots: { index: false },
};
export const viewport: Viewport = rootViewport;

/**
 * One 404.html for every unknown path. Static hosts serve the same file for both locales, so it
 * holds the site chrome (navbar with search, language and theme; footer) and the texts of both,
 * and the inline script picks one before paint from the address (`/en/...` is English):
 * html[data-nf-locale] drives the CSS. With JavaScript off the Chinese chrome shows with both
 * texts, so an English reader still reads English. Each locale's text offers a search prefilled
 * with the missing path's words and the nearest pages it finds (NotFoundSearch).
 */
const pickLocale = `(function(){var b=${JSON.stringify(site.basePath)};var p=location.pathname.slice(b.length);var d=document.documentElement;
if(p==='/en'||p.indexOf('/en/')===0){d.lang='en';d.setAttribute('data-nf-locale','en');document.title=${JSON.stringify(`${en.notFound.title} | ${site.title}`)};}else d.setAttribute('data-nf-locale','zh-CN');})();`;

function Texts({ m, locale }: { m: typeof en; locale: Locale }) {
  const home = locale === 'en' ? `${site.basePath}/en/` : `${site.basePath}/`;
  return (
    <div className={`not-found not-found-${locale}`} lang={locale}>
      <h1>{m.notFound.heading}</h1>
      <p>{m.notFound.text}</p>
      <NotFoundSearch
        setup={searchSetup(locale)}
        basePath={site.basePath}
        texts={{ label: m.notFound.searchLabel, submit: m.notFound.searchSubmit, nearest: m.notFound.nearest, none: m.notFound.nearestNone }}
      />
      <p>{m.notFound.hint}</p>
      <p>
        <a className="button button-primary" href={home}>{m.notFound.home}</a>
      </p>
    </div>
  );
}

/** The chrome of one locale; `display: contents`, so the sticky navbar still sticks to the page. */
function Chrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <div className={`nf-chrome nf-chrome-${locale}`} lang={locale}>
      {children}
    </div>
  );
}

export default function GlobalNotFound() {
  return (
    <html lang="zh-CN" data-theme="light" data-announcement-id={site.announcement?.id} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: bootScript(site.basePath) + pickLocale }} />
      </head>
      <body>
        {/* Both skip links before any other link: axe (and readers) take a skip link to be one
            only while it comes before the page's first real link. */}
        {(['zh-CN', 'en'] as const).map((l) => (
          <Chrome key={l} locale={l}>
            <SkipLink locale={l} />
          </Chrome>
        ))}
        {(['zh-CN', 'en'] as const).map((l) => (
          <Chrome key={l} locale={l}>
            {/* No slot for a page's own menu (the docs sidebar): this page has none, and two would share an id. */}
            <Navbar locale={l} secondaryMenu={false} />
          </Chrome>
        ))}
        <main id="main" tabIndex={-1} className="container">
          <Texts m={zhCN} locale="zh-CN" />
          <Texts m={en} locale="en" />
          {/* `next dev`: the URL of a post being written answers once its file is saved. */}
          {LIVE && <LiveContent />}
        </main>
        {(['zh-CN', 'en'] as const).map((l) => (
          <Chrome key={l} locale={l}>
            <Footer locale={l} />
          </Chrome>
        ))}
        <HydrationFlag />
        <NotFoundTitle basePath={site.basePath} title={`${en.notFound.title} | ${site.title}`} />
      </body>
    </html>
  );
}
