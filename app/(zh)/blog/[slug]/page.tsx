import { BlogPostPage, blogPostMetadata } from '@/components/pages/blog/BlogPostPage';
import { staticParams } from '@/lib/routes/table';

type Props = { params: Promise<{ slug: string }> };
export const dynamicParams = false;
export const generateStaticParams = () => staticParams('blogPost', 'zh-CN');
export async function generateMetadata({ params }: Props) {
  return blogPostMetadata('zh-CN', (await params).slug);
}
export default async function Page({ params }: Props) {
  return <BlogPostPage locale="zh-CN" slug={(await params).slug} />;
}
