import type { Category, DayContext, EmotionalRegulation, Intent } from '@contract/enums';
import {
  Bird,
  Briefcase,
  Calendar,
  CloudRain,
  CloudSun,
  Dumbbell,
  Ear,
  Flame,
  Flower2,
  Hand,
  HandHeart,
  Handshake,
  Heart,
  HeartHandshake,
  type LucideIcon,
  Medal,
  Orbit,
  Palette,
  PartyPopper,
  Scale,
  Sparkles,
  Sprout,
  Sun,
  Target,
  TreePine,
  TriangleAlert,
  Wind,
} from 'lucide-react';
import './tag-icons.css';

/*
 * The icons beside categories, intents, day contexts and emotional-regulation tags: SVG drawings (lucide,
 * imported one by one so only these reach the bundle), the same for every member whatever fonts they have.
 * They are decoration: the tag's name beside them says what they mean.
 */
const categoryIcons: Record<Category, LucideIcon> = {
  Work: Briefcase,
  Health: Dumbbell,
  Play: PartyPopper,
  Relationships: Heart,
};
const dayContextIcons: Record<DayContext, LucideIcon> = {
  'Good Day': Sun,
  'Mixed Day': CloudSun,
  'Hard Day': CloudRain,
};
const intentIcons: Record<Intent, LucideIcon> = {
  Appreciate: HandHeart,
  Balanced: Scale,
  Warning: TriangleAlert,
  Growth: Sprout,
  'Offered Support': Handshake,
  'Extended Grace to Other': Bird,
  'Took Accountability': Hand,
  Commitment: Target,
  Mindfulness: Flower2,
  'Good Sport': Medal,
  Creativity: Palette,
  'Active Listening': Ear,
  Empathy: HeartHandshake,
};
const regulationIcons: Record<EmotionalRegulation, LucideIcon> = {
  'Remained Grounded': TreePine,
  'Regulated Emotions': Wind,
  'Needed Space': Orbit,
  'Maintained Proportional Response': Scale,
  'Got Reactive': Flame,
};

export type TagIconKind = 'category' | 'dayContext' | 'intent' | 'regulation';
type Kind = TagIconKind;
const icons: Record<Kind, Partial<Record<string, LucideIcon>>> = {
  category: categoryIcons,
  dayContext: dayContextIcons,
  intent: intentIcons,
  regulation: regulationIcons,
};
/** Shown when a receipt has no category or day context (a calendar), or no intent (sparkles). */
const fallbacks: Record<Kind, LucideIcon> = {
  category: Calendar,
  dayContext: Calendar,
  intent: Sparkles,
  regulation: Sparkles,
};

/** The icon of one tag value (`value` null or unknown: the kind's fallback). */
export function TagIcon({ kind, value, size = 16 }: { kind: Kind; value?: string | null; size?: number }) {
  const Icon = (value ? icons[kind][value] : undefined) ?? fallbacks[kind];
  return <Icon className="tag-icon" size={size} strokeWidth={2} aria-hidden="true" focusable="false" />;
}
