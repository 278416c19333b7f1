import { HomePage, homeMetadata } from '@/components/pages/HomePage';

export const metadata = homeMetadata('zh-CN');
export default function Page() {
  return <HomePage locale="zh-CN" />;
}
