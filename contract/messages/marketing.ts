// The marketing pages: the landing page and the pages its footer links.
// SPEC §1's trial, said the same way wherever it is said (the landing's call to action, pricing, terms).
export const freeTrialText = '14-day free trial';
export const noCreditCardText = 'No credit card required';
export const startFreeTrial = 'Start Your Free Trial';
// The landing's testimonials: sample Receipts in the product's own card, one from each other life context.
export const sampleReceiptsTitle = 'Testimonials, one moment at a time';
export const sampleReceiptsNote =
  'Sample Receipts, drawn as every profile shows them. The people and their words are made up for this page.';
export const sampleHealthGiver = 'From Sam, a fitness partner';
export const sampleHealthKnows = 'Health · Good Day';
export const sampleHealthQuote =
  '“You saw I was running on empty and slowed the whole group down without making it about me.”';
export const sampleHealthTags = 'Offered Support, Empathy, Remained Grounded';
export const samplePlayGiver = 'From Leo, a theater group member';
export const samplePlayKnows = 'Play · Mixed Day';
export const samplePlayQuote =
  '“When the scene fell apart on opening night, you laughed, took the blame and got us back on track.”';
export const samplePlayTags = 'Took Accountability, Good Sport, Regulated Emotions';
export const sampleRelationshipsGiver = 'From Nora, a childhood friend';
export const sampleRelationshipsKnows = 'Relationships · Hard Day';
export const sampleRelationshipsQuote =
  '“You let me be upset without trying to fix it, and you said sorry first though it was not all on you.”';
export const sampleRelationshipsTags = 'Chose Peace Over Being Right, Needed Space, Empathy';
// Pricing: the one plan there is.
export const planName = 'Free';
export const planPrice = '$0';
export const planPeriod = 'a month, for every member';
export const planSummary =
  'Every account starts with a {trial} and stays free after it while Receipts is in early access. {noCard}.';
export const planFuture =
  'If paid plans ever come, they will be announced on this page first, and nothing is charged without your explicit agreement.';
