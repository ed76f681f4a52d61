import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import CategoryView from '@/components/doc/CategoryView';
import { getCategoryPages, getSidebar } from '@/lib/build/docs';
import { pageMetadata } from '@/lib/build/metadata';
import { findCategory } from '@/lib/build/navigation';

type Params = { slug: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return getCategoryPages().map((c) => ({ slug: c.route.replace(/^\/category\//, '') }));
}

function categoryFor(slug: string) {
  return findCategory(getSidebar(), `/category/${decodeURIComponent(slug)}`);
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const category = categoryFor((await params).slug);
  if (!category) return {};
  return {
    title: category.label,
    ...pageMetadata({ title: category.label, description: category.description, route: category.href, kind: 'website' }),
  };
}

export default async function CategoryRoute({ params }: { params: Promise<Params> }) {
  const category = categoryFor((await params).slug);
  if (!category) notFound();
  return <CategoryView category={category} sidebar={getSidebar()} />;
}
