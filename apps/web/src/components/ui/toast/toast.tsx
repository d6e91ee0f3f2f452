import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../../utils/cn';
import type { ToastVariant } from './toast-store';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        // docs/product/http.md: top centre — under the sticky header (the Toaster sets `top` to where
        // it ends), so a toast never covers the logo, the menu or the account button.
        'fixed top-16 left-1/2 z-100 m-0 flex w-full max-w-[26rem] -translate-x-1/2 list-none flex-col gap-2 p-4 outline-none',
        className,
      )}
      {...props}
    />
  );
}

const variants: Record<ToastVariant, string> = {
  default: 'border-gold-400/35 bg-linear-to-b from-felt-700 to-surface-raised',
  destructive: 'border-ruby-500/60 bg-linear-to-b from-[#3a1316] to-[#1f0d10]',
};

export interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

export function Toast({ className, variant = 'default', children, ...props }: ToastProps) {
  const Icon = variant === 'destructive' ? CircleAlert : CircleCheck;
  return (
    <ToastPrimitive.Root
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-11 text-fg shadow-card',
        'data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in',
        variants[variant],
        className,
      )}
      {...props}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'mt-0.5 size-5 shrink-0',
          variant === 'destructive' ? 'text-ruby-300' : 'text-gold-300',
        )}
      />
      <div className="grid gap-1">{children}</div>
      <ToastPrimitive.Close
        aria-label="Dismiss notification"
        className="absolute top-2.5 right-2.5 inline-flex size-8 cursor-pointer items-center justify-center rounded-lg text-fg-muted transition-colors hover:bg-white/8 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description className={cn('text-sm text-fg-muted', className)} {...props} />
  );
}
