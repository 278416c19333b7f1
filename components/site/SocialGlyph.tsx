/**
 * A social link's icon: its path, or the network's initial in a circle for a network without one.
 * No imports and no data, so client components render it with the path passed as a prop.
 */
export function SocialGlyph({ name, d, size = 20 }: { name: string; d?: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      {d ? (
        <path fill="currentColor" d={d} />
      ) : (
        <>
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <text x="12" y="16" textAnchor="middle" fontSize="10" fontFamily="sans-serif" fill="currentColor">{name[0].toUpperCase()}</text>
        </>
      )}
    </svg>
  );
}
