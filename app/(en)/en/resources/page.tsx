import { ResourcesPage, resourcesMetadata } from '@/components/pages/site/ResourcesPage';

export const metadata = resourcesMetadata('en');
export default function Page() {
  return <ResourcesPage locale="en" />;
}
