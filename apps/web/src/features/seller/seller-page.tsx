import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList, FileSignature, Store } from 'lucide-react';
import { MSG } from '@gigbazaar/shared/messages';
import type { TSellerApplication } from '@gigbazaar/shared/schemas/sellers';
import { useApi, type AppContext } from '../../app/app-context';
import { requireUser } from '../../app/guards';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { paths } from '../../lib/paths';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { Loading } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { myApplicationQueryOptions } from './api/seller-application';
import { ApplicationForm, FORM_START_ID } from './components/application-form';
import { MyApplication } from './components/my-application';
import styles from './components/seller.module.css';
import { PageHeader } from '../../ui/page-header';

/** Signed-in only; the application is fetched here so the page opens on the right tab. */
export async function loader(ctx: AppContext) {
  await requireUser(ctx);
  await ctx.queryClient.prefetchQuery(myApplicationQueryOptions(ctx.api));
  return null;
}

type Tab = 'form' | 'status';

export default function SellerPage() {
  const api = useApi();
  const me = useCurrentUser();
  const query = useQuery({ ...myApplicationQueryOptions(api), enabled: Boolean(me) });
  const [params, setParams] = useSearchParams();
  const application = query.data ?? null;
  const requested = params.get('tab');
  const tab: Tab = requested === 'form' || requested === 'status' ? requested : application ? 'status' : 'form';
  const selectTab = (next: Tab) => setParams({ tab: next }, { replace: true, preventScrollReset: true });
  // "Delete and apply again": the new application (started from the deleted one, or empty) and, once its tab
  // shows, focus at its start rather than on the page, where the deleted application's button was.
  const [again, setAgain] = useState<{ from: TSellerApplication | null } | null>(null);
  const [focusForm, setFocusForm] = useState(false);
  useEffect(() => {
    if (!focusForm || tab !== 'form') return;
    document.getElementById(FORM_START_ID)?.focus();
    setFocusForm(false);
  }, [focusForm, tab]);

  // A pending or approved application (or an account that already sells) leaves nothing to fill in.
  const blocked =
    application?.status === 'pending'
      ? 'Your application is under review. You can follow it on the My Application tab.'
      : application?.status === 'approved' || me?.isSeller
        ? 'You are already a verified seller.'
        : null;

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Become a Seller" description="Apply to become a verified seller on GigBazaar." />
      <PageHeader
        icon={Store}
        title="Become a Seller"
        subtitle="Tell us about yourself and verify your identity. Our team reviews every application before you can publish gigs."
      />

      {!me ? null : query.isError ? (
        <div className={styles.loadError}>
          <Notice tone="error">{MSG.sellerFetchFailed}</Notice>
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            {query.isFetching ? 'Retrying…' : 'Try again'}
          </Button>
        </div>
      ) : query.isPending ? (
        <Loading label="Loading your application…" />
      ) : (
        <Tabs<Tab>
          label="Seller application"
          value={tab}
          onChange={selectTab}
          items={[
            {
              id: 'form',
              label: 'Application Form',
              icon: <FileSignature size={18} aria-hidden="true" />,
              panel: blocked ? (
                <Card className={styles.empty}>
                  <p className={styles.strong}>{blocked}</p>
                  {me.isSeller ? (
                    <ButtonLink to={paths.addGig()}>Add New Gig</ButtonLink>
                  ) : (
                    <Button variant="secondary" onClick={() => selectTab('status')}>
                      View my application
                    </Button>
                  )}
                </Card>
              ) : (
                <ApplicationForm
                  key={again ? 'again' : (application?._id ?? 'new')}
                  email={me.email}
                  existing={application}
                  from={again?.from ?? null}
                  onSubmitted={() => {
                    setAgain(null);
                    selectTab('status');
                  }}
                />
              ),
            },
            {
              id: 'status',
              label: 'My Application',
              icon: <ClipboardList size={18} aria-hidden="true" />,
              panel: (
                <MyApplication
                  application={application}
                  onApply={() => selectTab('form')}
                  onApplyAgain={(from) => {
                    setAgain({ from });
                    setFocusForm(true);
                    selectTab('form');
                  }}
                />
              ),
            },
          ]}
        />
      )}
    </main>
  );
}
