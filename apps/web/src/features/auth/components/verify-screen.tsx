import { MailCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { loginEmail, loginUsername } from '../../../lib/storage';
import { REQUEST_CODE_TEXT, useRequestCode } from '../api/request-code';
import { useVerifyCode } from '../api/verify-code';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useResendCooldown } from '../hooks/use-resend-cooldown';
import { getCodeSentAt } from '../lib/verify-location-state';
import { AuthCard } from './auth-card';
import { CodeForm } from './code-form';

/**
 * /verify (spec 000 §2): the code for the e-mail saved by the sign-in or sign-up modal. Verify
 * and resend failures show no message (spec 000 §8); a rejected code only turns the slots red.
 */
export function VerifyScreen({ hint }: { hint?: ReactNode }) {
  const [email] = useState(() => loginEmail.get());
  if (!email) return <Navigate to={paths.home.getHref()} replace />;
  return <VerifyForm email={email} hint={hint} />;
}

function VerifyForm({ email, hint }: { email: string; hint?: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [code, setCode] = useState('');
  const [isRejected, setIsRejected] = useState(false);
  const verify = useVerifyCode();
  const resend = useRequestCode();
  const cooldown = useResendCooldown(getCodeSentAt(location.state));
  const completeLogin = useCompleteLogin('verify');

  const handleVerify = (value: string) =>
    verify.mutate(
      { email, code: value },
      { onSuccess: completeLogin, onError: () => setIsRejected(true) },
    );

  const handleResend = () =>
    resend.mutate(
      { email, username: loginUsername.get() ?? undefined, marketingOptIn: false },
      {
        onSuccess: () => {
          cooldown.start();
          toast({
            title: REQUEST_CODE_TEXT.resentTitle,
            description: REQUEST_CODE_TEXT.resentDescription,
          });
        },
      },
    );

  return (
    <AuthCard
      icon={MailCheck}
      title="Enter Verification Code"
      description={
        <>
          We sent a 6-digit code to
          <strong className="block font-semibold break-all text-fg">{email}</strong>
          Enter it below to continue.
        </>
      }
      footer={hint}
    >
      <CodeForm
        code={code}
        onCodeChange={(next) => {
          setIsRejected(false);
          setCode(next);
        }}
        onVerify={handleVerify}
        isVerifying={verify.isPending}
        isRejected={isRejected}
        resendLabel="Resend"
        onResend={handleResend}
        isResending={resend.isPending}
        resendSecondsLeft={cooldown.secondsLeft}
        backLabel="Back to login"
        onBack={() => void navigate(paths.auth.getHref())}
      />
    </AuthCard>
  );
}
