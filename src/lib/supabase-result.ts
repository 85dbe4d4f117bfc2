/** Turns a supabase-js `{ data, error }` result into data or a thrown Error with the service's message. */
export function unwrap<T>({ data, error }: { data: T | null; error: { message: string } | null }): T {
  if (error) throw new Error(error.message);
  return data as T;
}
