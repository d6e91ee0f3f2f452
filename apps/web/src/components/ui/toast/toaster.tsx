import { Toast, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, TOAST_DURATION_MS, useToasts } from './toast-store';
import { useHeaderBottom } from './use-header-bottom';

/** Renders the toast store; mount once near the root (docs/product/http.md behaviour lives here). */
export function Toaster() {
  const toasts = useToasts();
  const headerBottom = useHeaderBottom(toasts.length > 0);
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notifications"
    >
      {toasts.map((item) => (
        <Toast
          key={item.id}
          open={item.open}
          variant={item.variant}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
        >
          <ToastTitle>{item.title}</ToastTitle>
          {item.description && <ToastDescription>{item.description}</ToastDescription>}
        </Toast>
      ))}
      <ToastViewport style={{ top: headerBottom }} />
    </ToastProvider>
  );
}
