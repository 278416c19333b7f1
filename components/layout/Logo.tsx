import type { StaticImageData } from 'next/image';
import { withBasePath } from '@/lib/routes/url';
import { site } from '@/lib/site/config';
// Imported, not linked from public/: the build copies them under /_next/static/media/ with a content
// hash (base path included), long-cached, so offline mode's precache takes them from the HTTP cache
// instead of fetching the files the page has just loaded a second time.
import logoLight from '@/public/img/logo.svg';
import logoDark from '@/public/img/logo-dark.svg';

const hashed: Record<string, string> = {
  [site.logo.src]: (logoLight as StaticImageData).src,
  [site.logo.srcDark]: (logoDark as StaticImageData).src,
};

/** The URL a page shows a public/ image at: the site logo's hashed copy (one URL a page), else the file itself. */
export const imageSrc = (publicPath: string) => hashed[publicPath] ?? withBasePath(publicPath);

/** The logo in both colour-mode variants; CSS shows the one matching `html[data-theme]`. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <>
      <img className="logo logo-light" src={imageSrc(site.logo.src)} alt={site.logo.alt} width={size} height={size} />
      <img className="logo logo-dark" src={imageSrc(site.logo.srcDark)} alt={site.logo.alt} width={size} height={size} />
    </>
  );
}
