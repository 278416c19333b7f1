import { ResourcesPage, resourcesMetadata } from '@/components/pages/site/ResourcesPage';

export const metadata = resourcesMetadata('zh-CN');
export default function Page() {
  return <ResourcesPage locale="zh-CN" />;
}
