import type { ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import { Button } from '../ui/button';
import { useOpenConversation } from '../hooks/use-open-conversation';

/**
 * Contact Me (gig page) and Send Message (profile): opens the conversation with `to`, or explains why not
 * (the login alert, "You cannot message yourself.", a failure) in a toast.
 */
export function ContactButton({
  to,
  children,
  loginRequired,
  size,
  block,
}: {
  to: string;
  children: ReactNode;
  loginRequired?: string;
  size?: 'small' | 'md';
  block?: boolean;
}) {
  const { open, busy } = useOpenConversation({ loginRequired });
  const onClick = async () => {
    const result = await open(to);
    if (!result.ok && result.message !== loginRequired) {
      // Loaded on demand: a public page should not carry the toast library in its first download.
      const { toast } = await import('react-toastify');
      toast.error(result.message);
    }
  };
  return (
    <Button onClick={() => void onClick()} size={size} block={block} busy={busy}>
      <MessageCircle size={16} aria-hidden="true" />
      {children}
    </Button>
  );
}
