import { ProjectPage, projectMetadata } from '@/components/pages/site/ProjectPage';

export const metadata = projectMetadata('zh-CN');
export default function Page() {
  return <ProjectPage locale="zh-CN" />;
}
