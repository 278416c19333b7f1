import { BlogPostPage, blogPostMetadata } from '@/components/pages/blog/BlogPostPage';
import { staticParams } from '@/lib/routes/table';

type Props = { params: Promise<{ slug: string }> };
export const dynamicParams = false;
export const generateStaticParams = () => staticParams('blogPost', 'en');
export async function generateMetadata({ params }: Props) {
  return blogPostMetadata('en', (await params).slug);
}
export default async function Page({ params }: Props) {
  return <BlogPostPage locale="en" slug={(await params).slug} />;
}
