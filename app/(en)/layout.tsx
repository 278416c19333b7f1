import type { ReactNode } from 'react';
import { RootLayout } from '@/components/layout/RootLayout';
import '../styles.css';
import '../search.css';
import '../docs.css';

export { rootMetadata as metadata, rootViewport as viewport } from '@/lib/site/root-metadata';

export default function Layout({ children }: { children: ReactNode }) {
  return <RootLayout locale="en">{children}</RootLayout>;
}
