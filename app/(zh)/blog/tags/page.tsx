import { BlogTagsPage, blogTagsMetadata } from '@/components/pages/blog/BlogTagsPage';

export const metadata = blogTagsMetadata('zh-CN');
export default function Page() {
  return <BlogTagsPage locale="zh-CN" />;
}
