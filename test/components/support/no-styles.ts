/** What a stylesheet import gives a component test: nothing (jest.config.js maps `*.css` here). */
export {};
