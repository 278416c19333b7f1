import type { Metadata } from 'next';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import { site } from '@/lib/site/config';
import { bootScript } from '@/components/layout/boot-script';
import { Logo } from '@/components/layout/Logo';
import { NotFoundTitle } from '@/components/errors/NotFoundTitle.client';
import './styles.css';

export const metadata: Metadata = { title: `${zhCN.notFound.title} | ${site.title}`, robots: { index: false } };

/**
 * One 404.html for every unknown path. Static hosts serve the same file for both locales, so it
 * holds both texts and picks one before paint from the address (`/en/...` is English).
 */
const pickLocale = `(function(){var b=${JSON.stringify(site.basePath)};var p=location.pathname.slice(b.length);
if(p==='/en'||p.indexOf('/en/')===0){document.documentElement.lang='en';document.title=${JSON.stringify(`${en.notFound.title} | ${site.title}`)};}})();`;

function Texts({ m, locale }: { m: typeof en; locale: 'en' | 'zh-CN' }) {
  const home = locale === 'en' ? `${site.basePath}/en/` : `${site.basePath}/`;
  return (
    <div className={`not-found not-found-${locale}`} lang={locale}>
      <h1>{m.notFound.heading}</h1>
      <p>{m.notFound.text}</p>
      <p>{m.notFound.hint}</p>
      <p>
        <a className="button button-primary" href={home}>{m.notFound.home}</a>
      </p>
    </div>
  );
}

export default function GlobalNotFound() {
  return (
    <html lang="zh-CN" data-theme="light" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: bootScript(site.basePath) + pickLocale }} />
      </head>
      <body>
        <header className="navbar">
          <div className="navbar-inner">
            <a className="navbar-brand" href={`${site.basePath}/`}>
              <Logo />
              <span className="navbar-title">{site.title}</span>
            </a>
          </div>
        </header>
        <main id="main" className="container">
          <Texts m={zhCN} locale="zh-CN" />
          <Texts m={en} locale="en" />
        </main>
        <NotFoundTitle basePath={site.basePath} title={`${en.notFound.title} | ${site.title}`} />
      </body>
    </html>
  );
}
