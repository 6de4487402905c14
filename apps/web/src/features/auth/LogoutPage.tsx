import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../app/sign-out';

/** /accounts/logout ends the session on the server, forgets it here and goes to sign-in. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void signOut().then(() => {
      if (live) navigate('/accounts/login', { replace: true, state: { notice: 'logged-out' } });
    });
    return () => {
      live = false;
    };
  }, [navigate]);
  return <main aria-busy="true" />;
}
