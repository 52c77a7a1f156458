import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { LogIn } from 'lucide-react';
import { toast } from 'react-toastify';
import { MSG } from '@gigbazaar/shared/messages';
import { normalizeLogin } from '@gigbazaar/shared/rules/identity';
import { useApi, type AppContext } from '../../app/app-context';
import { requireGuest } from '../../app/guards';
import { Meta } from '../../app/meta';
import { useSetCurrentUser } from '../../app/session';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { NEXT_PARAM, safeNext } from '../../lib/safe-next';
import { setProfilePicture } from '../../lib/upload';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { PasswordField } from '../../ui/password-field';
import { useHydrated } from '../../ui/use-hydrated';
import { useLogin } from './api/login';
import { AuthShell } from './components/auth-shell';
import { takePicture } from './pending-picture';
import styles from './login-page.module.css';

export async function loader(ctx: AppContext, { request }: LoaderFunctionArgs) {
  return requireGuest(ctx, request);
}

export default function LoginPage() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const setCurrentUser = useSetCurrentUser();
  const login = useLogin();
  const api = useApi();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const name = normalizeLogin(username);
    if (!name || !password) {
      setError(MSG.requiredFields);
      return;
    }
    setError(null);
    login.mutate(
      { username: name, password, rememberMe },
      {
        onSuccess: (user) => {
          setCurrentUser(user);
          toast.success(`Welcome back, ${user.username}!`);
          const picture = takePicture(user.username);
          if (picture) {
            // Chosen at sign-up, uploaded now that there is a session; the page need not wait for it.
            setProfilePicture(api, picture).then(
              (updated) => {
                setCurrentUser({ ...user, img: updated.img });
                toast.success(MSG.profilePictureUpdated);
              },
              () => toast.error(MSG.uploadImageFailed),
            );
          }
          // Back to the page that sent the visitor here (only a path of this site), else home.
          void navigate(safeNext(params.get(NEXT_PARAM)) ?? paths.home(), { replace: true });
        },
        onError: (err) => setError(errorMessage(err, MSG.loginFailed)),
      },
    );
  };

  return (
    <AuthShell
      icon={<LogIn />}
      title="Welcome back"
      subtitle="Log in to hire talent, chat with sellers and track your orders."
      footer={
        <>
          New to GigBazaar? <Link to={paths.register()}>Create an account</Link>
        </>
      }
    >
      <Meta title="Log in" description="Log in to your GigBazaar account." />
      <form method="post" onSubmit={onSubmit} noValidate>
        {error && <Notice tone="error">{error}</Notice>}
        <TextField
          label="Username or email"
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <div className={styles.row}>
          <label className={styles.check}>
            <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
            Remember me
          </label>
          <button type="button" className={styles.linkButton} onClick={() => window.alert(MSG.forgotPassword)}>
            Forgot password?
          </button>
        </div>
        <Button type="submit" block disabled={!hydrated} busy={login.isPending}>
          {login.isPending ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
    </AuthShell>
  );
}
