import { useRef, useState, type RefObject } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Briefcase, Pencil, Plus, Trash2 } from 'lucide-react';
import { MSG } from '@gigbazaar/shared/messages';
import { formatRupees } from '@gigbazaar/shared/rules/money';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';
import { useApi, type AppContext } from '../../app/app-context';
import { requireSeller } from '../../app/guards';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { errorMessage } from '../../lib/api';
import { focusNeighbourOf } from '../../lib/focus';
import { paths } from '../../lib/paths';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState, ListingCover, ListingTitle } from '../../ui/listing';
import { Notice } from '../../ui/notice';
import { Loading } from '../../ui/spinner';
import { sellerGigsQueryOptions } from '../../lib/queries/seller-gigs';
import { deleteGig } from './api';
import styles from './my-gigs.module.css';
import { PageHeader } from '../../ui/page-header';

export async function loader(ctx: AppContext, { request }: { request: Request }) {
  const me = await requireSeller(ctx, request);
  await ctx.queryClient.prefetchQuery(sellerGigsQueryOptions(ctx.api, me._id));
  return null;
}

/** My Gigs: the seller's own gigs with edit and delete. */
export default function MyGigsPage() {
  const api = useApi();
  const me = useCurrentUser();
  const query = useQuery({ ...sellerGigsQueryOptions(api, me?._id ?? ''), enabled: Boolean(me) });
  const gigs = query.data ?? [];
  const addGig = useRef<HTMLAnchorElement>(null);

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="My Gigs" description="Your gigs on GigBazaar." />
      <PageHeader
        icon={Briefcase}
        title="My Gigs"
        subtitle={
          query.data && (
            <span className={styles.count} data-testid="my-gigs-count">
              {gigs.length} total gigs
            </span>
          )
        }
        actions={
          me?.isSeller && (
            <ButtonLink to={paths.addGig()} ref={addGig}>
              <Plus size={18} aria-hidden="true" /> Add New Gig
            </ButtonLink>
          )
        }
      />

      {query.isError ? (
        <Notice tone="error">{MSG.myGigsFailed}</Notice>
      ) : query.isPending ? (
        <Loading label="Loading your gigs…" />
      ) : gigs.length === 0 ? (
        <EmptyState title="You have no gigs yet.">
          Create your first gig and it will appear on Explore and on your profile.
        </EmptyState>
      ) : (
        <ul className={styles.grid} aria-label="Your gigs">
          {gigs.map((gig, i) => (
            <li key={gig._id}>
              <MyGigCard gig={gig} userId={me?._id ?? ''} focusWhenLast={addGig} first={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function MyGigCard({
  gig,
  userId,
  focusWhenLast,
  first,
}: {
  gig: TGig;
  userId: string;
  focusWhenLast: RefObject<HTMLAnchorElement | null>;
  first: boolean;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const card = useRef<HTMLElement>(null);

  const onDelete = async () => {
    if (busy || !window.confirm(MSG.gigDeleteConfirm)) return;
    setBusy(true);
    setError(null);
    try {
      await deleteGig(api, gig._id);
      // The card goes: focus moves to the next gig (or the previous, or Add New Gig), not to the page.
      focusNeighbourOf(card.current?.closest('li') ?? null, focusWhenLast.current);
      queryClient.setQueryData<TGig[]>(sellerGigsQueryOptions(api, userId).queryKey, (list) =>
        list?.filter((g) => g._id !== gig._id),
      );
      void queryClient.invalidateQueries({ queryKey: ['gigs'] });
    } catch (e) {
      setError(errorMessage(e, 'Failed to delete the gig. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <article className={styles.card} aria-label={gig.title} ref={card}>
      <ListingCover to={paths.gig(gig._id)} src={gig.cover} first={first} />
      <div className={styles.body}>
        <ListingTitle to={paths.gig(gig._id)}>{gig.title}</ListingTitle>
        <dl className={styles.stats}>
          <div>
            <dt>Price</dt>
            <dd className={styles.price}>{formatRupees(gig.price)}</dd>
          </div>
          <div>
            <dt>Sales</dt>
            <dd>{gig.sales}</dd>
          </div>
        </dl>
        {error && <Notice tone="error">{error}</Notice>}
        <div className={styles.actions}>
          <ButtonLink to={paths.editGig(gig._id)} variant="secondary" size="small" aria-label={`Edit ${gig.title}`}>
            <Pencil size={16} aria-hidden="true" /> Edit
          </ButtonLink>
          <Button
            variant="danger"
            size="small"
            onClick={() => void onDelete()}
            busy={busy}
            aria-label={`Delete ${gig.title}`}
          >
            <Trash2 size={16} aria-hidden="true" /> {busy ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </div>
    </article>
  );
}
