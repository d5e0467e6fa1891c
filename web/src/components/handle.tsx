import './handle.css';

/**
 * A member's @username on one line: a handle too long for its space ends in an ellipsis instead of breaking
 * mid-word; the whole handle stays in the text (read out in full) and in the tooltip.
 */
export function Handle({ username, className }: { username: string; className?: string }) {
  return (
    <span className={`handle ${className ?? ''}`} title={`@${username}`}>
      @{username}
    </span>
  );
}
