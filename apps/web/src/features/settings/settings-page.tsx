import { useEffect, useRef } from 'react';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical, Landmark, Settings2, ShieldCheck, SlidersHorizontal, UserRound } from 'lucide-react';
import { useApi, type AppContext } from '../../app/app-context';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { Loading } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { ownUserQueryOptions } from '../../lib/queries/own-user';
import { loadOwnUser, type OwnUserLoaderData } from './api/own-user';
import { NEW_EMAIL_INPUT_ID } from './components/change-email-card';
import { PayoutsTab } from './components/payouts-tab';
import { PreferencesTab } from './components/preferences-tab';
import { ProfileTab } from './components/profile-tab';
import { SecurityTab } from './components/security-tab';
import styles from './components/settings.module.css';
import { PageHeader, pageHeaderLinkClass } from '../../ui/page-header';

export async function loader(ctx: AppContext, { request }: LoaderFunctionArgs) {
  return loadOwnUser(ctx, request);
}

const TABS = ['profile', 'security', 'preferences', 'payouts'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly string[]).includes(v ?? '');

export default function SettingsPage() {
  const { loadError } = useLoaderData() as OwnUserLoaderData;
  const api = useApi();
  const me = useCurrentUser();
  const query = useQuery({ ...ownUserQueryOptions(api, me?._id ?? ''), enabled: Boolean(me) });
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // Payouts is a seller's tab only (the API answers 403 to anyone else).
  const tab: Tab = isTab(requested) && (requested !== 'payouts' || me?.isSeller) ? requested : 'profile';
  const focusEmail = useRef(false);

  const selectTab = (next: Tab) =>
    setParams(next === 'profile' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  useEffect(() => {
    if (tab === 'security' && focusEmail.current) {
      focusEmail.current = false;
      document.getElementById(NEW_EMAIL_INPUT_ID)?.focus();
    }
  }, [tab]);

  const user = query.data;

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Settings" description="Manage your GigBazaar profile, security and preferences." />
      <PageHeader
        icon={Settings2}
        title="Settings"
        subtitle={
          me?.isSeller
            ? 'Manage your profile, security, preferences and payouts.'
            : 'Manage your profile, security and preferences.'
        }
        actions={
          <Link to={paths.betaSettings()} className={pageHeaderLinkClass(styles.betaLink)}>
            <FlaskConical size={16} aria-hidden="true" /> Beta profile fields
          </Link>
        }
      />

      {user ? (
        <Tabs<Tab>
          label="Settings sections"
          value={tab}
          onChange={selectTab}
          items={[
            {
              id: 'profile',
              label: 'Profile',
              icon: <UserRound size={18} aria-hidden="true" />,
              panel: (
                <ProfileTab
                  key={user._id}
                  user={user}
                  onChangeEmail={() => {
                    focusEmail.current = true;
                    selectTab('security');
                  }}
                />
              ),
            },
            {
              id: 'security',
              label: 'Security',
              icon: <ShieldCheck size={18} aria-hidden="true" />,
              panel: <SecurityTab user={user} />,
            },
            {
              id: 'preferences',
              label: 'Preferences',
              icon: <SlidersHorizontal size={18} aria-hidden="true" />,
              panel: <PreferencesTab user={user} />,
            },
            ...(me?.isSeller
              ? [
                  {
                    id: 'payouts' as const,
                    label: 'Payouts',
                    icon: <Landmark size={18} aria-hidden="true" />,
                    panel: <PayoutsTab />,
                  },
                ]
              : []),
          ]}
        />
      ) : !me ? null : loadError || query.isError ? (
        <div className={styles.loadError}>
          <Notice tone="error">Failed to load user data</Notice>
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            {query.isFetching ? 'Retrying…' : 'Try again'}
          </Button>
        </div>
      ) : (
        <Loading label="Loading your settings…" />
      )}
    </main>
  );
}
