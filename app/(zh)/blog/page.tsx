import { BlogIndexPage, blogIndexMetadata } from '@/components/pages/blog/BlogIndexPage';

export const metadata = blogIndexMetadata('zh-CN');
export default function Page() {
  return <BlogIndexPage locale="zh-CN" />;
}
