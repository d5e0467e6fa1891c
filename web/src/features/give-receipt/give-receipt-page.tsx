import PlaceholderPage from '@/components/placeholder-page';

export default function GiveReceiptPage() {
  return <PlaceholderPage title="Give a Receipt" text="Choose someone and tell them what you noticed." />;
}
