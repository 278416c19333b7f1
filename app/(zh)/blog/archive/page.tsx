import { BlogArchivePage, blogArchiveMetadata } from '@/components/pages/blog/BlogArchivePage';

export const metadata = blogArchiveMetadata('zh-CN');
export default function Page() {
  return <BlogArchivePage locale="zh-CN" />;
}
