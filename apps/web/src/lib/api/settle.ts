/** The value, or null when the call failed: for optional parts of a page (a page still renders). */
export async function valueOrNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch {
    return null;
  }
}
