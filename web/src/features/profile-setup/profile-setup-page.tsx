import PlaceholderPage from '@/components/placeholder-page';

export default function ProfileSetupPage() {
  return (
    <PlaceholderPage
      title="Profile Setup"
      text="Your account is ready. Personal info, goal tags, inner circle, address book and sharing settings come next."
    />
  );
}
