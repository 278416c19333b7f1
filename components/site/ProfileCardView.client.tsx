'use client';
import Link from '@/components/ui/Link';
import { SocialLinksView, type SocialLinkData } from './SocialLinksView';

/** What the profile card shows, as plain data (components/site/ProfileCard.tsx computes it). */
export type ProfileCardData = {
  compact: boolean;
  label: string;
  logo: string;
  title: string;
  bio: string;
  /** [count, label, href]; href null where the route is not built. */
  counters: [count: number, label: string, href: string | null][];
  social?: { label: string; links: SocialLinkData[] };
  about: [label: string, href: string];
};

/**
 * The profile card, rendered from plain data: every page carries it in the navigation drawer,
 * so its RSC payload is this data rather than the card's element tree (about a third the size).
 */
export function ProfileCardView({ card }: { card: ProfileCardData }) {
  return (
    <section className={`profile-card${card.compact ? ' compact' : ''}`} aria-label={card.label}>
      <img className="profile-logo" src={card.logo} alt="" width={64} height={64} />
      <p className="profile-title">{card.title}</p>
      <p className="profile-bio">{card.bio}</p>
      <ul className="profile-counters">
        {card.counters.map(([count, label, href]) => {
          const inner = (
            <>
              <span className="profile-count">{count}</span>
              <span className="profile-counter-label">{label}</span>
            </>
          );
          return (
            <li key={label}>
              {href ? <Link href={href} className="profile-counter">{inner}</Link> : <span className="profile-counter">{inner}</span>}
            </li>
          );
        })}
      </ul>
      {card.social && <SocialLinksView label={card.social.label} links={card.social.links} />}
      <Link className="profile-about" href={card.about[1]}>{card.about[0]} →</Link>
    </section>
  );
}
