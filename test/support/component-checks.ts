import type { Page } from 'playwright-core';

/**
 * What the page shows that breaks the shared component set: a checkbox not drawn by the shared
 * Checkbox, a box whose text or placeholder is cut off, a handle that wraps or hides its full text, an emoji
 * (an empty box where no emoji font is installed), a count off-centre in its pill. Empty when all is well.
 */
export function componentProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}`;

    for (const box of document.querySelectorAll('input[type="checkbox"]'))
      if (!box.classList.contains('checkbox-input'))
        problems.push(`${describe(box)} is not the shared Checkbox`);

    const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="hidden"]), textarea',
    );
    for (const field of [...fields].filter(visible)) {
      // The placeholder, laid out as the box lays out text (a search box's clear button included): put in
      // as the value for a moment, without an input event, then taken out again.
      if (field.placeholder && !field.value) {
        field.value = field.placeholder;
        if (field.scrollWidth > field.clientWidth) problems.push(`${describe(field)}: placeholder cut`);
        field.value = '';
      }
      // A read-only link may be longer than its box: then it ends in an ellipsis and the tooltip holds it all.
      const style = getComputedStyle(field);
      const linkShownWhole =
        field.readOnly && style.textOverflow === 'ellipsis' && field.title === field.value;
      if (field.scrollWidth > field.clientWidth && !linkShownWhole)
        problems.push(`${describe(field)}: text overflows (${field.scrollWidth} > ${field.clientWidth} px)`);
    }

    for (const handle of [...document.querySelectorAll<HTMLElement>('.handle')].filter(visible)) {
      const style = getComputedStyle(handle);
      const lines = handle.offsetHeight / parseFloat(style.lineHeight || '0');
      if (style.whiteSpace !== 'nowrap' || lines >= 1.9) problems.push(`${handle.textContent}: handle wraps`);
      if (handle.title !== handle.textContent)
        problems.push(`${handle.textContent}: full handle not in tooltip`);
      if (handle.scrollWidth > handle.clientWidth && style.textOverflow !== 'ellipsis')
        problems.push(`${handle.textContent}: handle clipped without an ellipsis`);
    }

    const emoji = (document.body.textContent ?? '').match(/\p{Emoji_Presentation}|\uFE0F/gu);
    if (emoji) problems.push(`emoji in the page: ${[...new Set(emoji)].join(' ')}`);

    for (const pill of [...document.querySelectorAll<HTMLElement>('.count-pill')].filter(visible)) {
      const text = pill.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE || !pill.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const glyphs = range.getBoundingClientRect();
      const box = pill.getBoundingClientRect();
      const dx = Math.abs(glyphs.left + glyphs.width / 2 - (box.left + box.width / 2));
      const dy = Math.abs(glyphs.top + glyphs.height / 2 - (box.top + box.height / 2));
      if (dx > 1.5 || dy > 1.5)
        problems.push(`count pill "${pill.textContent}" off-centre by ${dx}, ${dy} px`);
    }

    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      problems.push('the page scrolls sideways');
    return problems;
  });
}
