import type { ReactNode } from 'react';
import { BackToTop } from '@/components/ui/BackToTop';
import type { Sidebar } from '@/lib/content/docs-sidebars';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { DocSidebar } from './DocSidebar';
import { MobileSecondaryMenu } from '@/components/layout/MobileSecondaryMenu.client';
import { SidebarToggle, sidebarBootScript } from './SidebarToggle.client';
import { VersionPreference } from './VersionPreference.client';
import { SKIP_TARGET_ATTR } from '@/components/layout/skip-target';

/**
 * Docs pages: the sidebar (when the page belongs to one), the main column, and the TOC column on
 * wide screens. Without a sidebar the main column takes the full width.
 */
export function DocLayout({
  locale,
  sidebar,
  active,
  toc,
  children,
}: {
  locale: Locale;
  sidebar?: Sidebar;
  active: string;
  toc?: ReactNode;
  children: ReactNode;
}) {
  const t = getT(locale);
  // One element for both places: the RSC payload then carries the sidebar once.
  const menu = sidebar && <DocSidebar sidebar={sidebar} active={active} locale={locale} />;
  const skipTarget = { [SKIP_TARGET_ATTR]: '' };
  return (
    <div className={`docs-layout${sidebar ? ' has-sidebar' : ''}${toc ? ' has-toc' : ''}`}>
      {sidebar && (
        <aside className="docs-sidebar" aria-label={t('docs.sidebar')}>
          <script dangerouslySetInnerHTML={{ __html: sidebarBootScript }} />
          {menu}
          <SidebarToggle hideLabel={t('docs.hideSidebar')} showLabel={t('docs.showSidebar')} />
        </aside>
      )}
      {sidebar && (
        <MobileSecondaryMenu>{menu}</MobileSecondaryMenu>
      )}
      <VersionPreference />
      {/* The skip link lands here, past the sidebar's links. */}
      <div className="docs-main" tabIndex={-1} {...skipTarget}>{children}<BackToTop label={t('common.backToTop')} /></div>
      {toc && <aside className="docs-toc" aria-label={t('docs.toc')}>{toc}</aside>}
    </div>
  );
}
