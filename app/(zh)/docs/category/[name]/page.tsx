import { DocCategoryPage, docCategoryMetadata } from '@/components/pages/docs/DocCategoryPage';
import { staticParams } from '@/lib/routes/table';

type Props = { params: Promise<{ name: string }> };
export const dynamicParams = false;
export const generateStaticParams = () => staticParams('docCategory', 'zh-CN');
export async function generateMetadata({ params }: Props) {
  return docCategoryMetadata('zh-CN', (await params).name);
}
export default async function Page({ params }: Props) {
  return <DocCategoryPage locale="zh-CN" nameParam={(await params).name} />;
}
