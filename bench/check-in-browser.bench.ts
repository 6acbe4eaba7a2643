export const checkInBrowser = { name: "check-in list in the browser", run: async () => ({}) }
