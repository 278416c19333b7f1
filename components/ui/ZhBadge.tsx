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
