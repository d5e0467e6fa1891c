import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

type SetFocused = (focused: boolean) => void;

const FocusedScreenContext = createContext<SetFocused>(() => {});

/**
 * A page that asks for the whole screen (the give form while a receipt is written) says so with
 * `useFocusedScreen(true)`; the root layout then marks the screen focused (`app-focused`: on a phone no bottom
 * bar, member-nav.css) until it says false or unmounts. Outside the layout (a component test of the page alone)
 * it does nothing.
 */
export function FocusedScreenProvider({ children }: { children: (focused: boolean) => ReactNode }) {
  const [focused, setFocused] = useState(false);
  return (
    <FocusedScreenContext.Provider value={setFocused}>{children(focused)}</FocusedScreenContext.Provider>
  );
}

export function useFocusedScreen(active: boolean) {
  const setFocused = useContext(FocusedScreenContext);
  useEffect(() => {
    setFocused(active);
    return () => setFocused(false);
  }, [active, setFocused]);
}
