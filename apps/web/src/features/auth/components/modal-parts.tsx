import { LogoMark } from '../../../components/layout/logo';

/** The mark above a modal's title. */
export function ModalBrand() {
  return (
    <span className="mb-2 inline-flex size-12 items-center justify-center rounded-2xl border border-gold-400/30 bg-gold-400/10">
      <LogoMark className="size-8" />
    </span>
  );
}

export interface SwitchModalPromptProps {
  prompt: string;
  action: string;
  onSwitch: () => void;
}

/** "Already have an account? Sign In" — switches between the two modals (docs/product/accounts.md). */
export function SwitchModalPrompt({ prompt, action, onSwitch }: SwitchModalPromptProps) {
  return (
    <p className="text-center text-sm text-fg-muted">
      {prompt}{' '}
      <button
        type="button"
        onClick={onSwitch}
        className="cursor-pointer rounded font-semibold text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {action}
      </button>
    </p>
  );
}
