import { data, isRouteErrorResponse, useParams, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useApi, type AppContext } from '../../app/app-context';
import { requireSeller } from '../../app/guards';
import { Meta } from '../../app/meta';
import NotFoundPage from '../../app/not-found-page';
import { useCurrentUser } from '../../app/session';
import { ApiError } from '../../lib/api';
import { Notice } from '../../ui/notice';
import { Loading } from '../../ui/spinner';
import { gigQueryOptions } from '../../lib/queries/gig';
import { GigWizard } from './components/gig-wizard';
import { draftFromGig } from './gig-form';
import styles from './components/gig-editor.module.css';
import { PageHeader } from '../../ui/page-header';

/** Sellers only, and only their own gig: anyone else's (or a removed one) is the not-found page. */
export async function loader(ctx: AppContext, { request, params }: LoaderFunctionArgs) {
  const me = await requireSeller(ctx, request);
  try {
    const gig = await ctx.queryClient.fetchQuery(gigQueryOptions(ctx.api, params.id ?? ''));
    if (gig.userId !== me._id) throw data(null, { status: 404 });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}

export default function EditGigPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const me = useCurrentUser();
  const query = useQuery({ ...gigQueryOptions(api, id), staleTime: Infinity });
  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Edit gig" description="Edit your gig on GigBazaar." />
      <PageHeader icon={Pencil} title="Edit gig" subtitle="Change any step, then save on the last one." />
      {query.data && me ? (
        <GigWizard
          key={query.data._id}
          mode={{ kind: 'edit', gigId: query.data._id }}
          initial={draftFromGig(query.data)}
        />
      ) : query.isError ? (
        <Notice tone="error">Something went wrong! Please try again later.</Notice>
      ) : (
        <Loading />
      )}
    </main>
  );
}
