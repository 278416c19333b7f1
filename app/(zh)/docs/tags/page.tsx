import { DocTagsPage, docTagsMetadata } from '@/components/pages/docs/DocTagsPage';

export function generateMetadata() {
  return docTagsMetadata('zh-CN');
}
export default function Page() {
  return <DocTagsPage locale="zh-CN" />;
}
