import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FlaskConical } from 'lucide-react';
import { useApi, type AppContext } from '../../app/app-context';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { Loading } from '../../ui/spinner';
import { ownUserQueryOptions } from '../../lib/queries/own-user';
import { loadOwnUser, type OwnUserLoaderData } from './api/own-user';
import { BetaFieldsForm } from './components/beta-fields-form';
import { SkillsEditor } from './components/skills-editor';
import styles from './components/beta.module.css';

export async function loader(ctx: AppContext, { request }: LoaderFunctionArgs) {
  return loadOwnUser(ctx, request);
}

export default function BetaSettingsPage() {
  const { loadError } = useLoaderData() as OwnUserLoaderData;
  const api = useApi();
  const me = useCurrentUser();
  const query = useQuery({ ...ownUserQueryOptions(api, me?._id ?? ''), enabled: Boolean(me) });
  const user = query.data;
  const failure = query.isError ? errorMessage(query.error, 'Something went wrong. Please try again.') : loadError;

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Beta settings" description="Optional beta profile fields on GigBazaar." />
      <Link to={paths.settings()} className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" /> Back to settings
      </Link>
      <header className={styles.header}>
        <h1 className={styles.h1}>
          Beta settings <span className={styles.badge}>Beta</span>
        </h1>
        <div className={styles.intro}>
          <FlaskConical size={20} aria-hidden="true" />
          <p>
            Every field on this page is <strong>optional</strong> and still <strong>in beta</strong>: we are trying out
            richer profiles. What you add here (your age, first language, working hours and skills) appears on your
            public profile and may change as the feature grows.
          </p>
        </div>
      </header>

      {user ? (
        <>
          <BetaFieldsForm key={user._id} user={user} />
          <SkillsEditor userId={user._id} skills={user.skills} />
        </>
      ) : !me ? null : failure ? (
        <div className={styles.loadError}>
          <Notice tone="error">Failed to load user data: {failure}</Notice>
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            {query.isFetching ? 'Retrying…' : 'Try again'}
          </Button>
        </div>
      ) : (
        <Loading label="Loading your profile…" />
      )}
    </main>
  );
}
