/** A whole count in Spanish: '1234', '12.345', '1.234.567' (es-ES groups thousands from five digits on). */
export const formatCount = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 }).format;
