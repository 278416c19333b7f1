import { withBasePath } from '@/lib/routes/url';
import { site } from '@/lib/site/config';

/** The logo in both colour-mode variants; CSS shows the one matching `html[data-theme]`. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <>
      <img className="logo logo-light" src={withBasePath(site.logo.src)} alt={site.logo.alt} width={size} height={size} />
      <img className="logo logo-dark" src={withBasePath(site.logo.srcDark)} alt={site.logo.alt} width={size} height={size} />
    </>
  );
}
