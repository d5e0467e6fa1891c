import * as messages from '@contract/messages';
import { useToast } from '@/components/toast';
import { copyText } from '@/lib/clipboard';

/** Copies `text` (the link, or a message ending in it) and says so, showing the link, or says it failed. */
export function useCopyLink(link: string) {
  const { toast } = useToast();
  return async (text: string = link) => {
    const copied = await copyText(text);
    toast(copied ? { title: messages.linkCopied, description: link } : { title: messages.copyFailed });
  };
}
