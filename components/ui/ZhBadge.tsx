/**
 * The '中文' badge's markup (see ChineseBadge). Its own module with no imports, so client lists
 * (search) use it with labels passed as props, without the message catalogue.
 */
export function ZhBadge({ label, title }: { label: string; title: string }) {
  return (
    <span className="zh-badge" lang="en" title={title}>
      <span lang="zh-CN" aria-hidden="true">中文</span>
      <span className="sr-only"> {label}</span>
    </span>
  );
}

/** The badge after a title whose language is `lang`: only for Chinese, and only where `labels` are given (English pages). */
export function ZhBadgeFor({ lang, labels }: { lang?: string; labels?: { label: string; title: string } }) {
  return lang === 'zh-CN' && labels ? <ZhBadge label={labels.label} title={labels.title} /> : null;
}
