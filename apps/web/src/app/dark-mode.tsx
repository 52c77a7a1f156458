import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { DARK_MODE_COOKIE, TIMINGS } from '@gigbazaar/shared/constants';

interface DarkMode {
  dark: boolean;
  toggle(): void;
}

const Ctx = createContext<DarkMode>({ dark: false, toggle: () => {} });

/** The server reads the `dark_mode` cookie and renders the matching body class, so the first paint is already right. */
export function DarkModeProvider({ initial, children }: { initial: boolean; children: ReactNode }) {
  const [dark, setDark] = useState(initial);
  const toggle = useCallback(() => {
    setDark((was) => {
      const next = !was;
      const maxAge = next ? TIMINGS.darkModeCookieDays * 86400 : 0;
      document.cookie = `${DARK_MODE_COOKIE}=${next ? '1' : ''}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
      document.body.classList.toggle('dark', next);
      try {
        localStorage.setItem('darkMode', next ? '1' : '0');
      } catch {
        /* storage may be unavailable */
      }
      return next;
    });
  }, []);
  return <Ctx.Provider value={{ dark, toggle }}>{children}</Ctx.Provider>;
}

export const useDarkMode = () => useContext(Ctx);
