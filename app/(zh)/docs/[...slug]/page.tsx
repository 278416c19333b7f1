import { DocPage, docMetadata } from '@/components/pages/docs/DocPage';
import { staticParams } from '@/lib/routes/table';

type Props = { params: Promise<{ slug: string[] }> };
export const dynamicParams = false;
export const generateStaticParams = () => staticParams('doc', 'zh-CN');
export async function generateMetadata({ params }: Props) {
  return docMetadata('zh-CN', (await params).slug);
}
export default async function Page({ params }: Props) {
  return <DocPage locale="zh-CN" slug={(await params).slug} />;
}
