import { DocsRootPage, docsRootMetadata } from '@/components/pages/docs/DocsRootPage';

export function generateMetadata() {
  return docsRootMetadata('en');
}
export default function Page() {
  return <DocsRootPage locale="en" />;
}
