/** A short browser name from a User-Agent, for the last sign-in record and the admin's browser chart. */
export function browserName(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown';
  const ua = userAgent;
  if (/Edg\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/Firefox\//.test(ua)) return 'Firefox';
  if (/Chrom(e|ium)\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'Other';
}
