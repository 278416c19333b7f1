import { DocsRootPage, docsRootMetadata } from '@/components/pages/docs/DocsRootPage';

export function generateMetadata() {
  return docsRootMetadata('zh-CN');
}
export default function Page() {
  return <DocsRootPage locale="zh-CN" />;
}
