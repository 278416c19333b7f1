import { AboutPage, aboutMetadata } from '@/components/pages/AboutPage';

export const metadata = aboutMetadata('zh-CN');
export default function Page() {
  return <AboutPage locale="zh-CN" />;
}
