/** The footer's last line; every page but the landing page shows only this (SPEC §2). */
export function CopyrightLine() {
  return <p className="footer-copyright">© {new Date().getFullYear()} Receipts. All rights reserved.</p>;
}
