import './landing.css';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBanner } from '@/components/error-banner';
import type { AccountEndedState } from '@/lib/account-ended';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';
import { CallToAction } from './components/call-to-action';
import { DemoVideoDialog } from './components/demo-video-dialog';
import { Faq } from './components/faq';
import { FeaturesSection } from './components/features-section';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { Testimonials } from './components/testimonials';

/** `/`: the marketing page of SPEC §1. It loads none of the app's code (no Amplify, no API client). */
export default function LandingPage() {
  const { state, signOut } = useAuth();
  const signedIn = state.status === 'signedIn';
  const [demoOpen, setDemoOpen] = useState(false);
  // A tab signed in on a deleted or disabled account was brought here (lib/account-ended.tsx): say why and
  // sign it out. Amplify may fail to revoke a deleted user's refresh token; it forgets the session anyway.
  const { accountEnded: ended, userId: endedUserId } =
    (useLocation().state as Partial<AccountEndedState> | null) ?? {};
  const endedUserSignedIn = !!endedUserId && state.user?.userId === endedUserId;
  useEffect(() => {
    if (endedUserSignedIn) void signOut().catch(() => undefined);
  }, [endedUserSignedIn, signOut]);
  const openDemo = () => setDemoOpen(true);
  usePageTitle('Feedback for personal growth');

  return (
    <div className="landing">
      {typeof ended === 'string' && (
        <div className="landing-notice">
          <ErrorBanner message={ended} />
        </div>
      )}
      <Hero auth={state.status} onWatchDemo={openDemo} />
      <FeaturesSection />
      <HowItWorks onWatchDemo={openDemo} />
      <Testimonials />
      <Faq />
      <CallToAction signedIn={signedIn} />
      <DemoVideoDialog open={demoOpen} onClose={() => setDemoOpen(false)} />
    </div>
  );
}
