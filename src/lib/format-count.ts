/**
 * A whole count in Spanish: '1234', '12.345', '1.234.567' (es-ES groups thousands from five digits
 * on), the same text as `Intl.NumberFormat('es-ES')`. Written out because a page's first Intl
 * formatter loads the browser's ICU data in one long task while the page starts (madrid-clock.ts).
 */
export function formatCount(count: number): string {
  const digits = String(Math.abs(Math.round(count)));
  const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');
  return count < 0 && grouped !== '0' ? `-${grouped}` : grouped;
}
