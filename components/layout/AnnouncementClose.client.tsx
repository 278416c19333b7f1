'use client';
import { CloseIcon } from '@/components/ui/CloseIcon';
import { storage } from '@/lib/browser/storage';

/** Dismisses the announcement bar and remembers which bar (by id) was dismissed. */
export function AnnouncementClose({ id, label }: { id: string; label: string }) {
  return (
    <button
      type="button"
      className="announcement-close"
      aria-label={label}
      onClick={() => {
        storage.set('announcement-dismissed', id);
        document.documentElement.setAttribute('data-announcement-dismissed', '');
      }}
    >
      <CloseIcon />
    </button>
  );
}
