import { SearchPage, searchMetadata } from '@/components/pages/SearchPage';

export const metadata = searchMetadata('zh-CN');
export default function Page() {
  return <SearchPage locale="zh-CN" />;
}
