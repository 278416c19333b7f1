'use client';
import { useEffect } from 'react';

/** Marks <html data-has-hydrated> once React has hydrated the page. */
export function HydrationFlag() {
  useEffect(() => {
    document.documentElement.setAttribute('data-has-hydrated', 'true');
  }, []);
  return null;
}
