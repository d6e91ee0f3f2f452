import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonSize, type ButtonVariant } from './button';

export interface LinkButtonProps {
  to: string;
  icon: LucideIcon;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** An in-app link drawn as a button with its icon first: navigation, not an action. */
export function LinkButton({ to, icon: Icon, children, variant, size }: LinkButtonProps) {
  return (
    <Button asChild variant={variant} size={size}>
      <Link to={to}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
