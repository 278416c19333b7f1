import { BlogIndexPage, blogIndexMetadata } from '@/components/pages/blog/BlogIndexPage';
import { staticParams } from '@/lib/routes/table';

type Props = { params: Promise<{ page: string }> };
export const dynamicParams = false;
export const generateStaticParams = () => staticParams('blogList', 'en', (p) => p.page !== '1');
export async function generateMetadata({ params }: Props) {
  return blogIndexMetadata('en', Number((await params).page));
}
export default async function Page({ params }: Props) {
  return <BlogIndexPage locale="en" n={Number((await params).page)} />;
}
