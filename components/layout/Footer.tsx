import Link from '@/components/ui/Link';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { site } from '@/lib/site/config';
import { footerColumns } from './nav-items';

export function Footer({ locale }: { locale: Locale }) {
  const t = getT(locale);
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-columns">
          {footerColumns(locale).map((col) => (
            <div key={col.title} className="footer-column">
              <p className="footer-title">{col.title}</p>
              <ul>
                {col.items.map((i) => (
                  <li key={i.href}>
                    <Link href={i.href} className="footer-link">{i.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="footer-copyright">
          {t('footer.copyright', { since: String(site.footer.since), year: String(new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  );
}
