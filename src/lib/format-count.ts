const COUNT = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });

/** A whole count in Spanish: '1234', '12.345', '1.234.567' (es-ES groups thousands from five digits on). */
export function formatCount(count: number): string {
  return COUNT.format(count);
}
