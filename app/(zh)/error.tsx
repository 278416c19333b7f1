'use client';
import { LocaleErrorView } from '@/components/errors/ErrorView.client';

export default LocaleErrorView;
