import { contactSheetHtml } from '../../scripts/contact-sheet';

describe("the screenshots' contact sheet", () => {
  const html = contactSheetHtml([
    { folder: 'phone-light', routes: ['landing', 'give-compose'] },
    { folder: 'desktop-dark', routes: ['landing'] },
  ]);

  it('has a row a route and a column a viewport and theme, each shot linked at full size', () => {
    expect(html.match(/<tr><th scope="row">/g)).toHaveLength(2);
    expect(html).toContain('<th>phone-light</th><th>desktop-dark</th>');
    expect(html).toContain('<a href="phone-light/give-compose.png"><img src="phone-light/give-compose.png"');
    expect(html).toContain('<a href="desktop-dark/landing.png">');
  });

  it('leaves a cell empty where a set has no shot of the route', () => {
    expect(html).toMatch(/give-compose<\/th><td>.*<\/td><td><\/td><\/tr>/);
  });
});
