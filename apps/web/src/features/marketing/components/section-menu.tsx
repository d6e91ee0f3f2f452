import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import type { LandingSection } from '../../../config/paths';
import { SectionLinks } from './section-links';

export interface SectionMenuProps {
  active: LandingSection | null;
  onSelect: (id: LandingSection) => void;
}

/**
 * The section links below the desktop breakpoint: a disclosure button that opens a
 * panel under the header. Opening moves focus to the first link; Escape closes and returns focus
 * to the button; a click outside or Tab past the last link closes it.
 */
export function SectionMenu({ active, onSelect }: SectionMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    panelRef.current?.querySelector('button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setIsOpen(false);
  };

  return (
    <div ref={wrapperRef} className="ml-auto lg:hidden" onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        data-testid="section-menu-button"
        aria-label="Menu"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex size-10 cursor-pointer items-center justify-center rounded-lg text-fg-muted transition-colors hover:bg-white/8 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
      >
        {isOpen ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
      </button>
      {/* Positioned against the sticky header: a full-width sheet right under it. */}
      <nav
        ref={panelRef}
        id={panelId}
        aria-label="Page sections"
        hidden={!isOpen}
        className="absolute inset-x-0 top-full border-b border-white/6 bg-felt-950 px-4 py-3 shadow-card sm:px-6"
      >
        <SectionLinks
          active={active}
          layout="column"
          onSelect={(id) => {
            setIsOpen(false);
            onSelect(id);
          }}
        />
      </nav>
    </div>
  );
}
