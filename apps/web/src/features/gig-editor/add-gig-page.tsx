import { PlusCircle } from 'lucide-react';
import type { AppContext } from '../../app/app-context';
import { requireSeller } from '../../app/guards';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { Loading } from '../../ui/spinner';
import { GigWizard } from './components/gig-wizard';
import { emptyGigDraft } from './gig-form';
import styles from './components/gig-editor.module.css';
import { PageHeader } from '../../ui/page-header';

export async function loader(ctx: AppContext, { request }: { request: Request }) {
  await requireSeller(ctx, request);
  return null;
}

export default function AddGigPage() {
  const me = useCurrentUser();
  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Create a new gig" description="Publish a new service on GigBazaar." />
      <PageHeader
        icon={PlusCircle}
        title="Create a new gig"
        subtitle="Five short steps. Your progress is kept in this browser until you publish."
      />
      {me ? <GigWizard mode={{ kind: 'create', userId: me._id }} initial={emptyGigDraft()} /> : <Loading />}
    </main>
  );
}
