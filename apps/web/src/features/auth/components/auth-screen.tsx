import { KeyRound, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useSession } from '../api/get-me';
import { REQUEST_CODE_TEXT, useRequestCode } from '../api/request-code';
import { useVerifyCode } from '../api/verify-code';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useResendCooldown } from '../hooks/use-resend-cooldown';
import { AuthCard } from './auth-card';
import { AuthEmailStep } from './auth-email-step';
import { AuthHelpLinks } from './auth-help-links';
import { CodeForm } from './code-form';
import { CodeSentTo } from './code-sent-to';

/** The two-step /auth screen (docs/product/accounts.md). */
export function AuthScreen() {
  const { user, isLoading } = useSession();
  const [hasLoggedInHere, setHasLoggedInHere] = useState(false);

  if (isLoading) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 py-24 text-fg-muted">
        <Spinner size="lg" label="" />
        <p>Loading...</p>
      </div>
    );
  }
  // Already signed in: the screen's destination (docs/product/accounts.md).
  if (user && !hasLoggedInHere) return <Navigate to={paths.aiApp.getHref()} replace />;
  return <AuthSteps onLoggedIn={() => setHasLoggedInHere(true)} />;
}

function AuthSteps({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const send = useRequestCode();
  const resend = useRequestCode();
  const verify = useVerifyCode();
  const cooldown = useResendCooldown();
  const completeLogin = useCompleteLogin('auth');

  const handleSend = (address: string) =>
    send.mutate(
      { email: address },
      {
        onSuccess: () => {
          setEmail(address);
          setCode('');
          setStep('code');
          cooldown.start();
          toast({
            title: REQUEST_CODE_TEXT.sentTitle,
            description: REQUEST_CODE_TEXT.sentDescription,
          });
        },
        onError: (error) =>
          toast({
            title: REQUEST_CODE_TEXT.failedTitle,
            description: getErrorMessage(error, REQUEST_CODE_TEXT.sendFailed),
            variant: 'destructive',
          }),
      },
    );

  const handleVerify = (value: string) =>
    verify.mutate(
      { email, code: value },
      {
        onSuccess: (result) => {
          onLoggedIn();
          completeLogin(result);
        },
        onError: (error) => {
          setCode('');
          toast({
            title: 'Verification Failed',
            description: getErrorMessage(error, 'Invalid or expired code'),
            variant: 'destructive',
          });
        },
      },
    );

  const handleResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          cooldown.start();
          toast({
            title: REQUEST_CODE_TEXT.resentTitle,
            description: REQUEST_CODE_TEXT.resentDescription,
          });
        },
        onError: (error) =>
          toast({
            title: REQUEST_CODE_TEXT.failedTitle,
            description: getErrorMessage(error, REQUEST_CODE_TEXT.resendFailed),
            variant: 'destructive',
          }),
      },
    );

  if (step === 'email') {
    return (
      <AuthCard
        icon={KeyRound}
        title="Welcome Back"
        description="Enter your email to receive a secure login code. No password needed."
        footer={<AuthHelpLinks />}
      >
        <AuthEmailStep initialEmail={email} isSending={send.isPending} onSend={handleSend} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={MailOpen}
      title="Check Your Email"
      description={<CodeSentTo email={email} />}
      footer={<AuthHelpLinks />}
    >
      <CodeForm
        code={code}
        onCodeChange={setCode}
        onVerify={handleVerify}
        isVerifying={verify.isPending}
        resendLabel="Resend Code"
        onResend={handleResend}
        isResending={resend.isPending}
        resendSecondsLeft={cooldown.secondsLeft}
        backLabel="Back to Email"
        onBack={() => setStep('email')}
      />
    </AuthCard>
  );
}
