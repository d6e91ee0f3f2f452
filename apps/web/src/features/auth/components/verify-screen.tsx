import { MailCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { loginEmail, loginUsername } from '../../../lib/storage';
import { REQUEST_CODE_TEXT, useRequestCode } from '../api/request-code';
import { useVerifyCode } from '../api/verify-code';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useUsernameAvailability } from '../hooks/use-username-availability';
import { useResendCooldown } from '../hooks/use-resend-cooldown';
import { getCodeSentAt } from '../lib/verify-location-state';
import { AuthCard } from './auth-card';
import { ChooseAnotherUsername } from './choose-another-username';
import { CodeForm } from './code-form';
import { CodeSentTo } from './code-sent-to';

/** The words of docs/product/accounts.md for a refused code, when the server sent none. */
const VERIFY_FAILED_FALLBACK = 'Invalid or expired code';
const USERNAME_TAKEN_FALLBACK = 'Someone has just taken that username. Please choose another.';

/**
 * /verify (docs/product/accounts.md): the code for the e-mail saved by the sign-in or sign-up modal. A refused
 * code or resend is said beside the code (docs/decisions/026-verify-says-why.md); a sign-up
 * whose username was taken meanwhile is asked for another and finishes with the same code.
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
  const [rejection, setRejection] = useState<string | null>(null);
  const [nameTaken, setNameTaken] = useState<string | null>(null);
  const availability = useUsernameAvailability();
  const verify = useVerifyCode();
  const resend = useRequestCode();
  const cooldown = useResendCooldown(getCodeSentAt(location.state));
  const completeLogin = useCompleteLogin('verify');

  const handleVerify = (value: string) =>
    verify.mutate(
      { email, code: value, ...(nameTaken ? { username: availability.username } : {}) },
      {
        onSuccess: completeLogin,
        onError: (error) => {
          if (isApiError(error, 409) && error.code === 'USERNAME_TAKEN') {
            setNameTaken(getErrorMessage(error, USERNAME_TAKEN_FALLBACK));
          } else setRejection(getErrorMessage(error, VERIFY_FAILED_FALLBACK));
        },
      },
    );

  const handleResend = () =>
    resend.mutate(
      { email, username: loginUsername.get() ?? undefined, marketingOptIn: false },
      {
        onSuccess: () => {
          setRejection(null);
          cooldown.start();
          toast({
            title: REQUEST_CODE_TEXT.resentTitle,
            description: REQUEST_CODE_TEXT.resentDescription,
          });
        },
        onError: (error) => setRejection(getErrorMessage(error, REQUEST_CODE_TEXT.resendFailed)),
      },
    );

  return (
    <AuthCard
      icon={MailCheck}
      title="Enter Verification Code"
      description={<CodeSentTo email={email}>Enter it below to continue.</CodeSentTo>}
      footer={hint}
    >
      {nameTaken && (
        <ChooseAnotherUsername
          message={nameTaken}
          availability={availability}
          disabled={verify.isPending}
        />
      )}
      <CodeForm
        code={code}
        onCodeChange={(next) => {
          setRejection(null);
          setCode(next);
        }}
        onVerify={handleVerify}
        isVerifying={verify.isPending}
        isBlocked={nameTaken !== null && availability.status !== 'available'}
        rejection={rejection}
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
