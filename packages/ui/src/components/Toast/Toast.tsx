import * as RadixToast from '@radix-ui/react-toast';
import { useDirection } from '@radix-ui/react-direction';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/CloseIcon.js';
import { Button } from '../Button/Button.js';
import { IconButton } from '../IconButton/IconButton.js';
import * as styles from './Toast.css.js';
import type { ToastTone } from './Toast.css.js';

/** What `toast()` shows. */
export interface ToastOptions {
  /** What happened, in a few words ("Contribution submitted"). */
  title: string;
  description?: string;
  /** The edge colour; the title must say the outcome in words too. */
  tone?: ToastTone;
  /** One follow-up the user can take, such as Undo. */
  action?: {
    label: string;
    /** How to do the same without the toast, read to screen reader users ("Find it under My contributions"). */
    altText: string;
    onAction: () => void;
  };
  /** How long it stays, in milliseconds; the provider's duration by default. Hovering or focusing pauses it. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}

interface ShownToast extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The `toast()` and `dismiss()` of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it, inside <UIProvider>.');
  return api;
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Names the toast region for screen readers; F8 moves focus there. */
  label?: string;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Default time on screen, in milliseconds; Radix's 5 s unless set. */
  duration?: number;
}

/**
 * Brief messages about something that just happened. They are announced politely (after what the screen reader
 * is saying), pause while hovered or focused, close by swipe, Escape or the close button, and never carry the only
 * way to do something. Place it inside UIProvider so toasts keep the theme.
 */
export function ToastProvider({
  children,
  label = 'Notifications',
  closeLabel = 'Dismiss',
  duration,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);
  const direction = useDirection();

  const dismiss = useCallback((id: string) => {
    setToasts((shown) => shown.filter((item) => item.id !== id));
  }, []);
  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((shown) => [...shown, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={api}>
      <RadixToast.Provider
        label={label}
        duration={duration}
        swipeDirection={direction === 'rtl' ? 'left' : 'right'}
      >
        {children}
        {toasts.map((item) => (
          <RadixToast.Root
            key={item.id}
            // Background toasts are announced politely, never interrupting the user.
            type="background"
            duration={item.duration}
            onOpenChange={(open) => (open ? undefined : dismiss(item.id))}
            className={styles.toast({ tone: item.tone ?? 'neutral' })}
            data-tone={item.tone ?? 'neutral'}
          >
            <div className={styles.body}>
              <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
              {item.description ? (
                <RadixToast.Description className={styles.description}>
                  {item.description}
                </RadixToast.Description>
              ) : null}
            </div>
            <div className={styles.actions}>
              {item.action ? (
                <RadixToast.Action altText={item.action.altText} asChild>
                  <Button variant="secondary" size="sm" onClick={item.action.onAction}>
                    {item.action.label}
                  </Button>
                </RadixToast.Action>
              ) : null}
              <RadixToast.Close asChild>
                <IconButton label={closeLabel} icon={<CloseIcon width={16} height={16} />} size="sm" />
              </RadixToast.Close>
            </div>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} />
      </RadixToast.Provider>
    </ToastContext>
  );
}
