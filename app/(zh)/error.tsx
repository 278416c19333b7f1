'use client';
import { ErrorView } from '@/components/errors/ErrorView.client';
import messages from '@/messages/zh-CN.json';

export default function Error({ error, reset }: { error: Error; reset: () => void }) {
  return <ErrorView error={error} reset={reset} texts={messages.error} />;
}
