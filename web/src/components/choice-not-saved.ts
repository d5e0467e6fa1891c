import { useToast } from './toast';

/** The toast for a setting whose save failed: why, and that the switch went back (SPEC §4). */
export function useChoiceNotSaved(title: string) {
  const { toast } = useToast();
  return (error: Error) =>
    toast({ title, description: `${error.message} Your previous choice was restored.` });
}
