/** Small icons for the social links, drawn for this site (no icon service at run time). */
const paths: Record<string, string> = {
  github: 'M7 4a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zm0 11a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zm10-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM6 9h2v6H6zm10.2 3.4A5 5 0 0 1 12 15H8v-2h4a3 3 0 0 0 2.6-1.5z',
  juejin: 'M12 3 8.6 5.7 12 8.4l3.4-2.7zM4.5 9.2 3 10.4l9 7.1 9-7.1-1.5-1.2L12 15.1zm3.3-2.6L6.3 7.8 12 12.3l5.7-4.5-1.5-1.2L12 9.9z',
  twitter: 'M4 4h4.2l4 5.6L17 4h2.6l-6.2 7.3L20 20h-4.2l-4.4-6.1L6 20H3.4l6.8-8z',
  zhihu: 'M4 5h7v2H8.6l-.4 2H11v2H8l-.6 4.2L9.5 14l1.3 1.6-2.9 2.3L6 19l.8-5H4v-2h3.1l.3-3H5zm9 1h7v12h-2.2l-1.6 1.5-.6-1.5H13zm2 2v8h3V8z',
  email: 'M3 5h18v14H3zm2 2v.5l7 4.6 7-4.6V7zm0 2.9V17h14V9.9l-7 4.6z',
  rss: 'M5 17a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 10a11 11 0 0 1 11 11h-3a8 8 0 0 0-8-8zm0-6a17 17 0 0 1 17 17h-3A14 14 0 0 0 3 7z',
};

export function SocialIcon({ name, size = 20 }: { name: string; size?: number }) {
  const d = paths[name];
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
