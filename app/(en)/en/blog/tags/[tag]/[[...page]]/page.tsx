import { BlogTagPage, blogTagMetadata, blogTagStaticParams, type BlogTagParams } from '@/components/pages/blog/BlogTagPage';

type Props = { params: BlogTagParams };
export const dynamicParams = false;
export const generateStaticParams = () => blogTagStaticParams('en');
export const generateMetadata = ({ params }: Props) => blogTagMetadata('en', params);
export default function Page({ params }: Props) {
  return <BlogTagPage locale="en" params={params} />;
}
