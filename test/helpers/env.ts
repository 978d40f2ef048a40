// Environment variables set for a while and put back as they were: a lane of npm test runs file after file in one
// process, so a file that deleted a variable the user had set (KIT_COMPILE_CACHE, say) would change it for every file
// after it.

/** Sets `values` in process.env; the function returned puts each back as it was, unset where it was unset. */
export function setEnv(values: Record<string, string>): () => void {
  const before = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  return () => {
    for (const [key, value] of Object.entries(before))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  };
}
