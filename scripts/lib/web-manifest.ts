import { localeConfig, type Locale } from '../../lib/i18n/locales';
import { messages } from '../../lib/i18n/messages';
import { site } from '../../lib/site/config';

/** Icon files under public/, made from the logo by scripts/tools/icons.mjs. */
export const APP_ICONS = [
  { src: '/img/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/img/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/img/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The colours of the light and dark themes (app/styles.css --c-bg, --c-primary). */
export const THEME_COLORS = { light: { background: '#ffffff', theme: '#0f766e' }, dark: { background: '#16181d', theme: '#16181d' } } as const;

/** The web app manifest of one locale: it installs that locale's tree as the app. */
export function webManifest(locale: Locale, basePath: string) {
  const prefix = localeConfig[locale].path;
  const scope = `${basePath}/${prefix ? `${prefix}/` : ''}`;
  return {
    id: scope,
    name: site.title,
    short_name: site.title,
    description: messages[locale].site.description,
    lang: localeConfig[locale].htmlLang,
    dir: localeConfig[locale].direction,
    start_url: scope,
    scope,
    display: 'standalone',
    background_color: THEME_COLORS.light.background,
    theme_color: THEME_COLORS.light.theme,
    icons: APP_ICONS.map((i) => ({ ...i, src: `${basePath}${i.src}` })),
  };
}
