/** Host name fragments of test deployments, where analytics stays off. */
export const NON_PRODUCTION_HOST_MARKERS: readonly string[] = ['stage', 'alpha']

/** Analytics (performance tracing) runs only on hosts that contain neither 'stage' nor 'alpha'. */
export const analyticsEnabledForHost = (host: string): boolean => {
  const h = host.toLowerCase()
  return !NON_PRODUCTION_HOST_MARKERS.some((m) => h.includes(m))
}
