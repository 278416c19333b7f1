import { DocTagPage, docTagMetadata } from '@/components/pages/docs/DocTagPage';
import { staticParams } from '@/lib/routes/table';

type Props = { params: Promise<{ tag: string }> };
export const dynamicParams = false;
export const generateStaticParams = () => staticParams('docTag', 'zh-CN');
export async function generateMetadata({ params }: Props) {
  return docTagMetadata('zh-CN', (await params).tag);
}
export default async function Page({ params }: Props) {
  return <DocTagPage locale="zh-CN" tagParam={(await params).tag} />;
}
