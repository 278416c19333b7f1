import { Icon, type IconName } from '@/components/ui/Icon';

/** The social links drawn for this site (no icon service at run time): app/icons.css. */
const drawn = new Set<string>(['github', 'juejin', 'twitter', 'zhihu', 'email', 'rss'] satisfies IconName[]);

/** A social link's icon; one without a drawing shows its initial in a circle. */
export function SocialIcon({ name, size = 20 }: { name: string; size?: 16 | 20 }) {
  if (drawn.has(name)) return <Icon name={name as IconName} size={size} />;
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <text x="12" y="16" textAnchor="middle" fontSize="10" fontFamily="sans-serif" fill="currentColor">{name[0].toUpperCase()}</text>
    </svg>
  );
}
