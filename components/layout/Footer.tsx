import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { site } from '@/lib/site/config';
import { FooterColumns } from './FooterColumns.client';
import { footerColumns } from './nav-items';

export function Footer({ locale }: { locale: Locale }) {
  const t = getT(locale);
  return (
    <footer className="footer">
      <div className="footer-inner">
        <FooterColumns columns={footerColumns(locale).map((col) => [col.title, col.items.map((i) => [i.label, i.href])])} />
        <p className="footer-copyright">
          {t('footer.copyright', { since: String(site.footer.since), year: String(new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  );
}
