import { notFound } from 'next/navigation';
import { BlogTagPage, blogTagMetadata } from '@/components/pages/blog/BlogTagPage';
import { staticParams } from '@/lib/routes/table';

// One route file for /blog/tags/<tag> and /blog/tags/<tag>/page/<n>: a tag with fewer than two
// pages would otherwise leave a page/[page] route with no params, which a static export rejects.
type Props = { params: Promise<{ tag: string; page?: string[] }> };
export const dynamicParams = false;
export const generateStaticParams = () =>
  staticParams('blogTag', 'zh-CN').map((p) => ({ tag: p.tag, page: p.page === '1' ? [] : ['page', p.page] }));

async function resolve(params: Props['params']) {
  const { tag, page = [] } = await params;
  if (page.length === 0) return { tag, n: 1 };
  if (page.length !== 2 || page[0] !== 'page' || !/^\d+$/.test(page[1])) notFound();
  return { tag, n: Number(page[1]) };
}

export async function generateMetadata({ params }: Props) {
  const { tag, n } = await resolve(params);
  return blogTagMetadata('zh-CN', tag, n);
}
export default async function Page({ params }: Props) {
  const { tag, n } = await resolve(params);
  return <BlogTagPage locale="zh-CN" tagParam={tag} n={n} />;
}
