import './landing.css';
import { useState } from 'react';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';
import { CallToAction } from './components/call-to-action';
import { DemoVideoDialog } from './components/demo-video-dialog';
import { Faq } from './components/faq';
import { FeaturesSection } from './components/features-section';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { Stats } from './components/stats';
import { Testimonials } from './components/testimonials';

/** `/`: the marketing page of SPEC §1. It loads none of the app's code (no Amplify, no API client). */
export default function LandingPage() {
  const { state } = useAuth();
  const signedIn = state.status === 'signedIn';
  const [demoOpen, setDemoOpen] = useState(false);
  const openDemo = () => setDemoOpen(true);
  usePageTitle('Feedback for personal growth');

  return (
    <div className="landing">
      <Hero auth={state.status} onWatchDemo={openDemo} />
      <Stats />
      <FeaturesSection />
      <HowItWorks onWatchDemo={openDemo} />
      <Testimonials />
      <Faq />
      <CallToAction signedIn={signedIn} />
      <DemoVideoDialog open={demoOpen} onClose={() => setDemoOpen(false)} />
    </div>
  );
}
