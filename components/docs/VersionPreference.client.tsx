'use client';
import { useEffect } from 'react';
import { readPreferredVersion, saveVersionOnClick } from '@/lib/browser/docs-version';

/**
 * On docs pages: drops a stored preferred version this build no longer has, and saves the
 * reader's choice when they follow a version link (the version menu, the banner's link to the
 * latest version). Renders nothing.
 */
export function VersionPreference() {
  useEffect(() => {
    readPreferredVersion();
    document.addEventListener('click', saveVersionOnClick);
    return () => document.removeEventListener('click', saveVersionOnClick);
  }, []);
  return null;
}
