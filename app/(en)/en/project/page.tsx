import { ProjectPage, projectMetadata } from '@/components/pages/site/ProjectPage';

export const metadata = projectMetadata('en');
export default function Page() {
  return <ProjectPage locale="en" />;
}
