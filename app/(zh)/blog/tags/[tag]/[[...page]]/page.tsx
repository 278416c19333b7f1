import { BlogTagPage, blogTagMetadata, blogTagStaticParams, type BlogTagParams } from '@/components/pages/blog/BlogTagPage';

type Props = { params: BlogTagParams };
export const dynamicParams = false;
export const generateStaticParams = () => blogTagStaticParams('zh-CN');
export const generateMetadata = ({ params }: Props) => blogTagMetadata('zh-CN', params);
export default function Page({ params }: Props) {
  return <BlogTagPage locale="zh-CN" params={params} />;
}
