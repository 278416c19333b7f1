import { DocTagPage, docTagMetadata } from '@/components/pages/docs/DocTagPage';
import { staticParams } from '@/lib/routes/table';

type Props = { params: Promise<{ tag: string }> };
export const dynamicParams = false;
export const generateStaticParams = () => staticParams('docTag', 'en');
export async function generateMetadata({ params }: Props) {
  return docTagMetadata('en', (await params).tag);
}
export default async function Page({ params }: Props) {
  return <DocTagPage locale="en" tagParam={(await params).tag} />;
}
