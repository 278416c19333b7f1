import { DocTagsPage, docTagsMetadata } from '@/components/pages/docs/DocTagsPage';

export function generateMetadata() {
  return docTagsMetadata('en');
}
export default function Page() {
  return <DocTagsPage locale="en" />;
}
